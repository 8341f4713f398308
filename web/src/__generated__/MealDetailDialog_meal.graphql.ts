/**
 * @generated SignedSource<<7a5aedb50865f4fd75a5eb76ee344580>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Allergen = "celery" | "dairy" | "eggs" | "fish" | "gluten" | "mustard" | "peanuts" | "sesame" | "shellfish" | "soy" | "tree_nuts" | "%future added value";
export type Diet = "high_protein" | "low_carb" | "pescatarian" | "vegan" | "vegetarian" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MealDetailDialog_meal$data = {
  readonly allergens: ReadonlyArray<Allergen>;
  readonly categoryLabel: string;
  readonly description: string;
  readonly diets: ReadonlyArray<Diet>;
  readonly imageUrl: string | null | undefined;
  readonly ingredients: ReadonlyArray<string>;
  readonly large: {
    readonly calories: number;
    readonly protein: number;
  };
  readonly standard: {
    readonly calories: number;
    readonly protein: number;
  };
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly " $fragmentType": "MealDetailDialog_meal";
};
export type MealDetailDialog_meal$key = {
  readonly " $data"?: MealDetailDialog_meal$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealDetailDialog_meal">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealDetailDialog_meal",
  "selections": [
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
      "name": "allergens",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "diets",
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
      "kind": "ScalarField",
      "name": "ingredients",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Nutrition",
      "kind": "LinkedField",
      "name": "standard",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Nutrition",
      "kind": "LinkedField",
      "name": "large",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Meal",
  "abstractKey": null
};
})();

(node as any).hash = "14335cb260a8dbeaaa3130abbcba0fd2";

export default node;
