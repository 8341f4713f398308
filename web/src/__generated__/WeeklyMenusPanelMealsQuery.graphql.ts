/**
 * @generated SignedSource<<592f7d839816d698a857ee4226d8b01c>>
 * @relayHash d5ba6633708ed0ca5b9ef1b7e18af8f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5f2b4cfe5dda69db235611f88c96a313f1f012b4c431f183b42997b5e320423

import { ConcreteRequest } from 'relay-runtime';
export type WeeklyMenusPanelMealsQuery$variables = Record<PropertyKey, never>;
export type WeeklyMenusPanelMealsQuery$data = {
  readonly adminMeals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly categoryLabel: string;
        readonly id: string;
        readonly imageUrl: string | null | undefined;
        readonly price: {
          readonly pounds: number;
        };
        readonly standard: {
          readonly calories: number;
          readonly protein: number;
        };
        readonly title: string;
      };
    }>;
  };
};
export type WeeklyMenusPanelMealsQuery = {
  response: WeeklyMenusPanelMealsQuery$data;
  variables: WeeklyMenusPanelMealsQuery$variables;
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
                "name": "imageUrl",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "price",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pounds",
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
    "name": "WeeklyMenusPanelMealsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WeeklyMenusPanelMealsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d5f2b4cfe5dda69db235611f88c96a313f1f012b4c431f183b42997b5e320423",
    "metadata": {},
    "name": "WeeklyMenusPanelMealsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4ce306bd0daf5fcd6654b4e7bb8e0ffd";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
