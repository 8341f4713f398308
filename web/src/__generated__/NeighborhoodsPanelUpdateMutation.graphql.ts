/**
 * @generated SignedSource<<bda21cbc7d244dfd5a0c2cb6571b6e3b>>
 * @relayHash f8d730c032afd473936238d4c6fbc041
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc03fbbaad32b81c574730a337850ed851d404ecca71dcdf96d431ca7bcc6da8

import { ConcreteRequest } from 'relay-runtime';
export type NeighborhoodUpdateInput = {
  city?: string | null | undefined;
  id: string;
  isServiced?: boolean | null | undefined;
  name?: string | null | undefined;
  nameAr?: string | null | undefined;
};
export type NeighborhoodsPanelUpdateMutation$variables = {
  input: NeighborhoodUpdateInput;
};
export type NeighborhoodsPanelUpdateMutation$data = {
  readonly neighborhoodUpdate: {
    readonly __typename: string;
    readonly message?: string;
    readonly neighborhood?: {
      readonly city: string;
      readonly id: string;
      readonly isServiced: boolean;
      readonly name: string;
    };
  };
};
export type NeighborhoodsPanelUpdateMutation = {
  response: NeighborhoodsPanelUpdateMutation$data;
  variables: NeighborhoodsPanelUpdateMutation$variables;
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
    "name": "neighborhoodUpdate",
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
            "concreteType": "Neighborhood",
            "kind": "LinkedField",
            "name": "neighborhood",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isServiced",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "NeighborhoodPayload",
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
    "name": "NeighborhoodsPanelUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NeighborhoodsPanelUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bc03fbbaad32b81c574730a337850ed851d404ecca71dcdf96d431ca7bcc6da8",
    "metadata": {},
    "name": "NeighborhoodsPanelUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4607a42044febee3a8cf6109641896d1";

export default node;
