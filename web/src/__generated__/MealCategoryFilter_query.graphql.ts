/**
 * @generated SignedSource<<56d90096d5a47c3166cf1b5bdd3eb2d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MealCategory = "breakfast" | "dessert" | "dinner" | "lunch" | "main" | "snack" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MealCategoryFilter_query$data = {
  readonly mealCategories: ReadonlyArray<{
    readonly label: string;
    readonly value: MealCategory;
  }>;
  readonly " $fragmentType": "MealCategoryFilter_query";
};
export type MealCategoryFilter_query$key = {
  readonly " $data"?: MealCategoryFilter_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealCategoryFilter_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealCategoryFilter_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MealCategoryOption",
      "kind": "LinkedField",
      "name": "mealCategories",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1b614149b791824ed74b4c142692e1ff";

export default node;
