/**
 * @generated SignedSource<<25d9a960be9f0adf080b8ecf396f382b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Allergen = "celery" | "dairy" | "eggs" | "fish" | "gluten" | "mustard" | "peanuts" | "sesame" | "shellfish" | "soy" | "tree_nuts" | "%future added value";
export type Diet = "high_protein" | "low_carb" | "pescatarian" | "vegan" | "vegetarian" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FoodPreferencesSection_viewer$data = {
  readonly foodProfile: {
    readonly avoidAllergens: ReadonlyArray<Allergen>;
    readonly dislikedIngredients: ReadonlyArray<string>;
    readonly followDiets: ReadonlyArray<Diet>;
  };
  readonly " $fragmentType": "FoodPreferencesSection_viewer";
};
export type FoodPreferencesSection_viewer$key = {
  readonly " $data"?: FoodPreferencesSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FoodPreferencesSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FoodPreferencesSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FoodProfile",
      "kind": "LinkedField",
      "name": "foodProfile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avoidAllergens",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followDiets",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dislikedIngredients",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "f61df9fca238fafb50709f4b2e5a4c42";

export default node;
