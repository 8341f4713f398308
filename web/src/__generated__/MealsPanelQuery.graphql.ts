/**
 * @generated SignedSource<<800cc8c3c40b4f92fbdb32dfe1930392>>
 * @relayHash 7fbd1d3c4c8c735322c35a8918c7db4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 732d8eb757676cad530d14c4e61b32166a0e1b6937cd72a8834a4201522a72c1

import { ConcreteRequest } from 'relay-runtime';
export type MealsPanelQuery$variables = Record<PropertyKey, never>;
export type MealsPanelQuery$data = {
  readonly adminMeals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly categoryLabel: string;
        readonly id: string;
        readonly imageUrl: string | null | undefined;
        readonly standard: {
          readonly calories: number;
          readonly protein: number;
        };
        readonly title: string;
      };
    }>;
  };
};
export type MealsPanelQuery = {
  response: MealsPanelQuery$data;
  variables: MealsPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "AdminMealConnection",
    "kind": "LinkedField",
    "name": "adminMeals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminMealEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Meal",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "categoryLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "imageUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Nutrition",
                "kind": "LinkedField",
                "name": "standard",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "calories",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "protein",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "adminMeals(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MealsPanelQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MealsPanelQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "732d8eb757676cad530d14c4e61b32166a0e1b6937cd72a8834a4201522a72c1",
    "metadata": {},
    "name": "MealsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "71028e31e13e30a9bc0c5aafff9c599a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
