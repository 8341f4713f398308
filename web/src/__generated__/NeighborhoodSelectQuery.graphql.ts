/**
 * @generated SignedSource<<df4b0a46515c376f7737643297738458>>
 * @relayHash 7a0cc921c7562be74c73a6fce03ff8e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7da26ca32e1e81a5d37d4a3bd13e5e6dc431b21d95a1eb018b3519d173c6d4b0

import { ConcreteRequest } from 'relay-runtime';
export type NeighborhoodSelectQuery$variables = Record<PropertyKey, never>;
export type NeighborhoodSelectQuery$data = {
  readonly neighborhoods: ReadonlyArray<{
    readonly city: string;
    readonly id: string;
    readonly isServiced: boolean;
    readonly name: string;
  }>;
};
export type NeighborhoodSelectQuery = {
  response: NeighborhoodSelectQuery$data;
  variables: NeighborhoodSelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Neighborhood",
    "kind": "LinkedField",
    "name": "neighborhoods",
    "plural": true,
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NeighborhoodSelectQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NeighborhoodSelectQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7da26ca32e1e81a5d37d4a3bd13e5e6dc431b21d95a1eb018b3519d173c6d4b0",
    "metadata": {},
    "name": "NeighborhoodSelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "738c5e7b2269bfd264f18fd9a367a6f8";

export default node;
