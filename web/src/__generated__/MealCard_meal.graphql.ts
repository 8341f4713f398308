/**
 * @generated SignedSource<<076e75f53bf42780d8d6a6f2548b97f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MealCard_meal$data = {
  readonly categoryLabel: string;
  readonly description: string;
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
  readonly " $fragmentSpreads": FragmentRefs<"MealRatingLine_meal">;
  readonly " $fragmentType": "MealCard_meal";
};
export type MealCard_meal$key = {
  readonly " $data"?: MealCard_meal$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealCard_meal">;
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
  "name": "MealCard_meal",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MealRatingLine_meal"
    }
  ],
  "type": "Meal",
  "abstractKey": null
};
})();

(node as any).hash = "3ae3365566d5fc07adb4c4835a16e9dd";

export default node;
