/**
 * @generated SignedSource<<b994bf25ba7be1d6c4ec134da74ea73d>>
 * @relayHash d7fccca961b9940d30a4fa578ceccb10
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 889116db996891399a6ab6813d46145c92ecb466e06a82ae9dcc7f6f54d40176

import { ConcreteRequest } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type SubscriptionStatus = "active" | "cancelled" | "%future added value";
export type SubscriptionTabQuery$variables = Record<PropertyKey, never>;
export type SubscriptionTabQuery$data = {
  readonly me: {
    readonly id: string;
    readonly isSubscriber: boolean;
    readonly subscription: {
      readonly cancelledAt: any | null | undefined;
      readonly deliverySlot: DeliverySlot;
      readonly id: string;
      readonly mealCount: number;
      readonly paymentMethod: {
        readonly cardBrand: string;
        readonly id: string;
        readonly last4: string;
      } | null | undefined;
      readonly portionSize: PortionSize;
      readonly status: SubscriptionStatus;
    } | null | undefined;
  } | null | undefined;
};
export type SubscriptionTabQuery = {
  response: SubscriptionTabQuery$data;
  variables: SubscriptionTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "me",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isSubscriber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CustomerSubscription",
        "kind": "LinkedField",
        "name": "subscription",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancelledAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mealCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "portionSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliverySlot",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentMethod",
            "kind": "LinkedField",
            "name": "paymentMethod",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cardBrand",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "last4",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "889116db996891399a6ab6813d46145c92ecb466e06a82ae9dcc7f6f54d40176",
    "metadata": {},
    "name": "SubscriptionTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ef8df322bdf2a3b2727b58c695aae8e6";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
