/**
 * @generated SignedSource<<fc73dcc396bdd1505de3e0b51053b40f>>
 * @relayHash a68ab1cb90aab708ca7aa0f320a7d347
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID abce5ab1e919a1f92254b33597b1e1045abb5822fc89184a2c2f7ef775d3876c

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionStatus = "active" | "cancelled" | "%future added value";
export type SubscriptionCancelInput = {
  reason?: string | null | undefined;
  reasonText?: string | null | undefined;
};
export type SubscriptionTabCancelMutation$variables = {
  input?: SubscriptionCancelInput | null | undefined;
};
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
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionTabCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubscriptionTabCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "abce5ab1e919a1f92254b33597b1e1045abb5822fc89184a2c2f7ef775d3876c",
    "metadata": {},
    "name": "SubscriptionTabCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7bcffc1950f4917a9e24af65cfc9f4d5";

export default node;
