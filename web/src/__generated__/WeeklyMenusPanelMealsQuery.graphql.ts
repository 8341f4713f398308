/**
 * @generated SignedSource<<aab86242f1f25963845e3942b338ec27>>
 * @relayHash 8a1b465ad23e943ce66b895da334dbf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c08c749cca4e5657fd9a26365c2b79f8f3fbec5142eedde61aeb338a3ebd3824

import { ConcreteRequest } from 'relay-runtime';
export type WeeklyMenusPanelMealsQuery$variables = Record<PropertyKey, never>;
export type WeeklyMenusPanelMealsQuery$data = {
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
    "id": "c08c749cca4e5657fd9a26365c2b79f8f3fbec5142eedde61aeb338a3ebd3824",
    "metadata": {},
    "name": "WeeklyMenusPanelMealsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a7e2a745a50250ecdc2b9ed1d21e4d0b";

export default node;
