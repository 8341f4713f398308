/**
 * @generated SignedSource<<dfeb1cecf69036225b67fb9b50f04e9a>>
 * @relayHash f3582507a412a02a33107cd57053bc22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d710e7c5f66204a5e5abdecf0ba7e92e5da4f46b3f12cded34441dcee05f6bf

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionStatus = "active" | "cancelled" | "%future added value";
export type SubscriptionTabResumeMutation$variables = Record<PropertyKey, never>;
export type SubscriptionTabResumeMutation$data = {
  readonly subscriptionResume: {
    readonly __typename: string;
    readonly message?: string;
    readonly subscription?: {
      readonly cancelledAt: any | null | undefined;
      readonly id: string;
      readonly status: SubscriptionStatus;
    };
  };
};
export type SubscriptionTabResumeMutation = {
  response: SubscriptionTabResumeMutation$data;
  variables: SubscriptionTabResumeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "subscriptionResume",
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
        "type": "SubscriptionResumePayload",
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
    "name": "SubscriptionTabResumeMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionTabResumeMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7d710e7c5f66204a5e5abdecf0ba7e92e5da4f46b3f12cded34441dcee05f6bf",
    "metadata": {},
    "name": "SubscriptionTabResumeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5fb9d797938a526c3ef0161091e868aa";

export default node;
