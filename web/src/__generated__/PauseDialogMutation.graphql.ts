/**
 * @generated SignedSource<<ffc9267af444d9c96ec34aeccba1c1b8>>
 * @relayHash ac7f07d23ff0e04879684592bb130b74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e285208ea627b30165ab74bde170e54ffd84bafd54478d7a0fb198fdfb641ae0

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "cancelled" | "not_selected" | "selected" | "skipped" | "%future added value";
export type SubscriptionPauseInput = {
  weeks: number;
};
export type PauseDialogMutation$variables = {
  input: SubscriptionPauseInput;
};
export type PauseDialogMutation$data = {
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
      readonly endDate: any;
      readonly id: string;
      readonly label: string;
      readonly startDate: any;
    }>;
  };
};
export type PauseDialogMutation = {
  response: PauseDialogMutation$data;
  variables: PauseDialogMutation$variables;
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endDate",
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
    "name": "PauseDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PauseDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e285208ea627b30165ab74bde170e54ffd84bafd54478d7a0fb198fdfb641ae0",
    "metadata": {},
    "name": "PauseDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f35bdf82a44c7f630d7afb07d9fe4d7d";

export default node;
