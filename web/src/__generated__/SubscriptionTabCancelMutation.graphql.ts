/**
 * @generated SignedSource<<3b7823318d7b99799fc839e5009c9370>>
 * @relayHash 9620d722a5475fdd54746996e62f9018
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d81b9d062bb8387b800982d0eba5ebb9e1a238b2cde851c3306d1a73c37cd5cf

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionStatus = "active" | "cancelled" | "%future added value";
export type SubscriptionTabCancelMutation$variables = Record<PropertyKey, never>;
export type SubscriptionTabCancelMutation$data = {
  readonly subscriptionCancel: {
    readonly __typename: string;
    readonly message?: string;
    readonly subscription?: {
      readonly cancelledAt: any | null | undefined;
      readonly id: string;
      readonly status: SubscriptionStatus;
    };
  };
};
export type SubscriptionTabCancelMutation = {
  response: SubscriptionTabCancelMutation$data;
  variables: SubscriptionTabCancelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "subscriptionCancel",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubscriptionCancelPayload",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionTabCancelMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionTabCancelMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d81b9d062bb8387b800982d0eba5ebb9e1a238b2cde851c3306d1a73c37cd5cf",
    "metadata": {},
    "name": "SubscriptionTabCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fa6953c4d27732ec0f2ed8c7963089f9";

export default node;
