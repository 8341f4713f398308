/**
 * @generated SignedSource<<1118cac3e0c21cd88ca15c37bdc68310>>
 * @relayHash 3a1d42d87ad1b9e83d9d49f4b1a4ca24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d1b069fa9f6ee321364d4fb4fdd0e96a855cafbbebdad2fa1d120325101e5c2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EligibilityDialogNeighborhoodsQuery$variables = Record<PropertyKey, never>;
export type EligibilityDialogNeighborhoodsQuery$data = {
  readonly neighborhoods: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"NeighborhoodSelect_neighborhoods">;
  }>;
};
export type EligibilityDialogNeighborhoodsQuery = {
  response: EligibilityDialogNeighborhoodsQuery$data;
  variables: EligibilityDialogNeighborhoodsQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EligibilityDialogNeighborhoodsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Neighborhood",
        "kind": "LinkedField",
        "name": "neighborhoods",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NeighborhoodSelect_neighborhoods"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EligibilityDialogNeighborhoodsQuery",
    "selections": [
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
    ]
  },
  "params": {
    "id": "7d1b069fa9f6ee321364d4fb4fdd0e96a855cafbbebdad2fa1d120325101e5c2",
    "metadata": {},
    "name": "EligibilityDialogNeighborhoodsQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "7c7d0f2c940d3b45d72c640ade050309";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
