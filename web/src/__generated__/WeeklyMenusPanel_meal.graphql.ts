/**
 * @generated SignedSource<<769f97d0d8284f80656ed4171d61814f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WeeklyMenusPanel_meal$data = {
  readonly categoryLabel: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly price: {
    readonly pounds: number;
  };
  readonly standard: {
    readonly calories: number;
    readonly protein: number;
  };
  readonly title: string;
  readonly " $fragmentType": "WeeklyMenusPanel_meal";
};
export type WeeklyMenusPanel_meal$key = {
  readonly " $data"?: WeeklyMenusPanel_meal$data;
  readonly " $fragmentSpreads": FragmentRefs<"WeeklyMenusPanel_meal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WeeklyMenusPanel_meal",
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
      "concreteType": "Nutrition",
      "kind": "LinkedField",
      "name": "standard",
      "plural": false,
      "selections": [
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
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pounds",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Meal",
  "abstractKey": null
};

(node as any).hash = "fa566eebfb800820b4b06440b6372b69";

export default node;
