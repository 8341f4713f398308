/**
 * @generated SignedSource<<0c5e66725e08dd5871602c6404d2c5c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MealDetailDialog_meal$data = {
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

(node as any).hash = "d66053885527e3c5c6f2ae93ee82b47c";

export default node;
