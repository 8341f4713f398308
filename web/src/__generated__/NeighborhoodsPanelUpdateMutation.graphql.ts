/**
 * @generated SignedSource<<de9419545401e18913e462253db64840>>
 * @relayHash 7c7c063fe31793eb5151b76f4b46dbf9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9273cf9a8b93d5c09a7bab31a1cfb51ebc061f941bdb482a705aa896153e5d97

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
      readonly nameAr: string;
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
                "name": "nameAr",
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
    "id": "9273cf9a8b93d5c09a7bab31a1cfb51ebc061f941bdb482a705aa896153e5d97",
    "metadata": {},
    "name": "NeighborhoodsPanelUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ae437414153055f5e7d389139bc3e36f";

export default node;
