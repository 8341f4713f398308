/**
 * @generated SignedSource<<7f4e50122458fd74c2734dc95222273f>>
 * @relayHash 1bce50bb60b67fb11fda93f6e8b56d49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 118020192b7c3111e4ee610de0b3e235077ca9f78ad575cd8ba4f6b6e61beb21

import { ConcreteRequest } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type SubscriptionStatus = "active" | "cancelled" | "%future added value";
export type SubscriptionStartInput = {
  paymentMethod?: string | null | undefined;
};
export type SubscriptionTabStartMutation$variables = {
  input?: SubscriptionStartInput | null | undefined;
};
export type SubscriptionTabStartMutation$data = {
  readonly subscriptionStart: {
    readonly __typename: string;
    readonly cardSetup?: {
      readonly checkoutUrl: string;
    } | null | undefined;
    readonly message?: string;
    readonly subscription?: {
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
    };
  };
};
export type SubscriptionTabStartMutation = {
  response: SubscriptionTabStartMutation$data;
  variables: SubscriptionTabStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "subscriptionStart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CustomerSubscription",
            "kind": "LinkedField",
            "name": "subscription",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                  (v1/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CardSetup",
            "kind": "LinkedField",
            "name": "cardSetup",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "checkoutUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubscriptionStartPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionTabStartMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubscriptionTabStartMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "118020192b7c3111e4ee610de0b3e235077ca9f78ad575cd8ba4f6b6e61beb21",
    "metadata": {},
    "name": "SubscriptionTabStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a9a8630d5df16947435a0e3efac36d56";

export default node;
