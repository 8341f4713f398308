/**
 * @generated SignedSource<<f29e77388941213813eea2c623888841>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MenuMealRow_meal$data = {
  readonly categoryLabel: string;
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

(node as any).hash = "a99c606f589627fd60845a63ea8d945b";

export default node;
