/**
 * @generated SignedSource<<f2037cfcef6292393257c5125af18d20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Allergen = "celery" | "dairy" | "eggs" | "fish" | "gluten" | "mustard" | "peanuts" | "sesame" | "shellfish" | "soy" | "tree_nuts" | "%future added value";
export type Diet = "high_protein" | "low_carb" | "pescatarian" | "vegan" | "vegetarian" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MenuMealRow_meal$data = {
  readonly allergens: ReadonlyArray<Allergen>;
  readonly categoryLabel: string;
  readonly diets: ReadonlyArray<Diet>;
  readonly imageUrl: string | null | undefined;
  readonly large: {
    readonly calories: number;
    readonly protein: number;
  };
  readonly standard: {
    readonly calories: number;
    readonly protein: number;
  };
  readonly title: string;
  readonly " $fragmentType": "MenuMealRow_meal";
};
export type MenuMealRow_meal$key = {
  readonly " $data"?: MenuMealRow_meal$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuMealRow_meal">;
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
  "name": "MenuMealRow_meal",
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

(node as any).hash = "7a4a492cd0db190b80d09ae1060be4f8";

export default node;
