/**
 * @generated SignedSource<<643e3407fba52515d019b095cec4c273>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MealRatingLine_meal$data = {
  readonly rating: {
    readonly average: number;
    readonly count: number;
  } | null | undefined;
  readonly " $fragmentType": "MealRatingLine_meal";
};
export type MealRatingLine_meal$key = {
  readonly " $data"?: MealRatingLine_meal$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealRatingLine_meal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealRatingLine_meal",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MealRatingSummary",
      "kind": "LinkedField",
      "name": "rating",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Meal",
  "abstractKey": null
};

(node as any).hash = "d0712d462732c7baeaaf81baeca53a85";

export default node;
