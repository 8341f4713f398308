/**
 * @generated SignedSource<<b672f9273fd51a617dcc069a5e73d1a4>>
 * @relayHash 2af2cd328594831636c50e84e1c39266
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fccd19b505441b1622544376af761af8be25521f4ef6971344ff889bf641fa9

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "cancelled" | "not_selected" | "selected" | "skipped" | "%future added value";
export type SubscriptionPauseInput = {
  weeks: number;
};
export type SubscriptionTabPauseMutation$variables = {
  input: SubscriptionPauseInput;
};
export type SubscriptionTabPauseMutation$data = {
  readonly subscriptionPause: {
    readonly __typename: string;
    readonly message?: string;
    readonly orders?: ReadonlyArray<{
      readonly canChangePayment: boolean;
      readonly canEdit: boolean;
      readonly canSkip: boolean;
      readonly canUnskip: boolean;
      readonly id: string;
      readonly status: OrderStatus;
    }>;
    readonly weeks?: ReadonlyArray<{
      readonly id: string;
      readonly label: string;
    }>;
  };
};
export type SubscriptionTabPauseMutation = {
  response: SubscriptionTabPauseMutation$data;
  variables: SubscriptionTabPauseMutation$variables;
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
    "name": "subscriptionPause",
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
            "concreteType": "Week",
            "kind": "LinkedField",
            "name": "weeks",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "orders",
            "plural": true,
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
                "name": "canEdit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canSkip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canUnskip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canChangePayment",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubscriptionPausePayload",
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
    "name": "SubscriptionTabPauseMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubscriptionTabPauseMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3fccd19b505441b1622544376af761af8be25521f4ef6971344ff889bf641fa9",
    "metadata": {},
    "name": "SubscriptionTabPauseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25505c888b892e0c81351e5ddf92159b";

export default node;
