/**
 * @generated SignedSource<<f6dbbe6e9093bc9e231be14281b91661>>
 * @relayHash 5655a4da52442fe4a8d312c55b6b3a58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5889e4bd911fb03ac00f57f5be9355aa5d62a8d185ddb5e70abedf44cd0e4938

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionStatus = "active" | "cancelled" | "%future added value";
export type SubscriptionCancelInput = {
  reason?: string | null | undefined;
  reasonText?: string | null | undefined;
};
export type CancelDialogMutation$variables = {
  input?: SubscriptionCancelInput | null | undefined;
};
export type CancelDialogMutation$data = {
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
export type CancelDialogMutation = {
  response: CancelDialogMutation$data;
  variables: CancelDialogMutation$variables;
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
    "name": "CancelDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CancelDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5889e4bd911fb03ac00f57f5be9355aa5d62a8d185ddb5e70abedf44cd0e4938",
    "metadata": {},
    "name": "CancelDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fc62e7623dd4552ffafc9308ec28e0af";

export default node;
