/**
 * @generated SignedSource<<dc2f5d9f63b5187de2b4a74004c1a082>>
 * @relayHash 28cebd251ad0ad49d7811e6bf5fdedcd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39ca70653536f5a23df3542706b5205dc9d5c83fcc2cc34ee3937f2f9420d7ff

import { ConcreteRequest } from 'relay-runtime';
export type Allergen = "celery" | "dairy" | "eggs" | "fish" | "gluten" | "mustard" | "peanuts" | "sesame" | "shellfish" | "soy" | "tree_nuts" | "%future added value";
export type Diet = "high_protein" | "low_carb" | "pescatarian" | "vegan" | "vegetarian" | "%future added value";
export type MealCategory = "breakfast" | "dessert" | "dinner" | "lunch" | "main" | "snack" | "%future added value";
export type MealUpdateInput = {
  id: string;
  meal: MealInput;
};
export type MealInput = {
  allergens?: ReadonlyArray<Allergen> | null | undefined;
  calories: number;
  caloriesLarge?: number | null | undefined;
  category?: MealCategory | null | undefined;
  description: string;
  descriptionAr?: string | null | undefined;
  diets?: ReadonlyArray<Diet> | null | undefined;
  imageUrl: string;
  ingredients?: string | null | undefined;
  ingredientsAr?: string | null | undefined;
  price?: number | null | undefined;
  protein: number;
  proteinLarge?: number | null | undefined;
  title: string;
  titleAr?: string | null | undefined;
};
export type MealFormDialogUpdateMutation$variables = {
  input: MealUpdateInput;
};
export type MealFormDialogUpdateMutation$data = {
  readonly mealUpdate: {
    readonly __typename: string;
    readonly meal?: {
      readonly id: string;
      readonly imageUrl: string | null | undefined;
      readonly title: string;
    };
    readonly message?: string;
  };
};
export type MealFormDialogUpdateMutation = {
  response: MealFormDialogUpdateMutation$data;
  variables: MealFormDialogUpdateMutation$variables;
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
    "name": "mealUpdate",
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
            "concreteType": "Meal",
            "kind": "LinkedField",
            "name": "meal",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MealUpdatePayload",
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
    "name": "MealFormDialogUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MealFormDialogUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "39ca70653536f5a23df3542706b5205dc9d5c83fcc2cc34ee3937f2f9420d7ff",
    "metadata": {},
    "name": "MealFormDialogUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a31ca5744ada4b70643684d622b8f64a";

export default node;
