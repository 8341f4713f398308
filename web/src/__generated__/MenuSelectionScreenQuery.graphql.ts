/**
 * @generated SignedSource<<68a868801bacd8c52e1c2a5c0904abc7>>
 * @relayHash 0785cce6e7f1051f1dac2e15957efde7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2a62929f15838ac93a89630c02b8259d0e5b859110e0278f6f7a9d887251bdd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Allergen = "celery" | "dairy" | "eggs" | "fish" | "gluten" | "mustard" | "peanuts" | "sesame" | "shellfish" | "soy" | "tree_nuts" | "%future added value";
export type Diet = "high_protein" | "low_carb" | "pescatarian" | "vegan" | "vegetarian" | "%future added value";
export type MenuSelectionScreenQuery$variables = {
  weekRef: string;
};
export type MenuSelectionScreenQuery$data = {
  readonly pricing: {
    readonly " $fragmentSpreads": FragmentRefs<"pricing_priceTable">;
  };
  readonly week: {
    readonly databaseId: number;
    readonly endDate: any;
    readonly id: string;
    readonly label: string;
    readonly menu: ReadonlyArray<{
      readonly id: string;
      readonly meal: {
        readonly allergens: ReadonlyArray<Allergen>;
        readonly diets: ReadonlyArray<Diet>;
        readonly id: string;
        readonly ingredients: ReadonlyArray<string>;
        readonly title: string;
        readonly " $fragmentSpreads": FragmentRefs<"MealDetailDialog_meal" | "MenuMealRow_meal">;
      };
    }>;
    readonly startDate: any;
  } | null | undefined;
  readonly weeks: ReadonlyArray<{
    readonly databaseId: number;
    readonly endDate: any;
    readonly id: string;
    readonly label: string;
    readonly startDate: any;
  }>;
};
export type MenuSelectionScreenQuery = {
  response: MenuSelectionScreenQuery$data;
  variables: MenuSelectionScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "weekRef"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "liveOnly",
      "value": true
    }
  ],
  "concreteType": "Week",
  "kind": "LinkedField",
  "name": "weeks",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": "weeks(liveOnly:true)"
},
v7 = [
  {
    "kind": "Variable",
    "name": "ref",
    "variableName": "weekRef"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allergens",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "diets",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ingredients",
  "storageKey": null
},
v12 = [
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
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "piasters",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MenuSelectionScreenQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "Week",
        "kind": "LinkedField",
        "name": "week",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WeekMenuItem",
            "kind": "LinkedField",
            "name": "menu",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Meal",
                "kind": "LinkedField",
                "name": "meal",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MenuMealRow_meal"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MealDetailDialog_meal"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Pricing",
        "kind": "LinkedField",
        "name": "pricing",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "pricing_priceTable"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MenuSelectionScreenQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "Week",
        "kind": "LinkedField",
        "name": "week",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WeekMenuItem",
            "kind": "LinkedField",
            "name": "menu",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Meal",
                "kind": "LinkedField",
                "name": "meal",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
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
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Nutrition",
                    "kind": "LinkedField",
                    "name": "large",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tags",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Pricing",
        "kind": "LinkedField",
        "name": "pricing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PlanPrice",
            "kind": "LinkedField",
            "name": "plans",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mealCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "standardPerMeal",
                "plural": false,
                "selections": (v13/*:: as any*/),
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
            "name": "largeAddon",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "deliveryFee",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "expressDeliveryFee",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b2a62929f15838ac93a89630c02b8259d0e5b859110e0278f6f7a9d887251bdd",
    "metadata": {},
    "name": "MenuSelectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ee77a7681ef2bd717c11f9086a92c650";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
