/**
 * @generated SignedSource<<833863f651047762acf1008703aa21ca>>
 * @relayHash 04b4a0b0a2ca7d99c737f1ecbe369e64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8200e182fa70755f7e2fcee2478683fbe5f460b8ca5c3feec5fc15589bcfd62f

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
            "name": "displayName",
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
    "id": "8200e182fa70755f7e2fcee2478683fbe5f460b8ca5c3feec5fc15589bcfd62f",
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
