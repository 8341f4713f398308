/**
 * @generated SignedSource<<d56043ecf4816de32c2876b5c5352a2c>>
 * @relayHash e6700f26aff74b78a33548398a92e624
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e37df62bc33f8ba58c45dca0589360685fea7a2ef0036af561b680f8f49a33a

import { ConcreteRequest } from 'relay-runtime';
export type Allergen = "celery" | "dairy" | "eggs" | "fish" | "gluten" | "mustard" | "peanuts" | "sesame" | "shellfish" | "soy" | "tree_nuts" | "%future added value";
export type Diet = "high_protein" | "low_carb" | "pescatarian" | "vegan" | "vegetarian" | "%future added value";
export type MealCategory = "breakfast" | "dessert" | "dinner" | "lunch" | "main" | "snack" | "%future added value";
export type MealCreateInput = {
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
export type MealFormDialogCreateMutation$variables = {
  input: MealCreateInput;
};
export type MealFormDialogCreateMutation$data = {
  readonly mealCreate: {
    readonly __typename: string;
    readonly meal?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type MealFormDialogCreateMutation = {
  response: MealFormDialogCreateMutation$data;
  variables: MealFormDialogCreateMutation$variables;
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
    "name": "mealCreate",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MealCreatePayload",
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
    "name": "MealFormDialogCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MealFormDialogCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7e37df62bc33f8ba58c45dca0589360685fea7a2ef0036af561b680f8f49a33a",
    "metadata": {},
    "name": "MealFormDialogCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "03a8aa355e949f28919d3f8ffa7c2b85";

export default node;
