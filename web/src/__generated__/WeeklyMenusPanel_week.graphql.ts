/**
 * @generated SignedSource<<3c9c02f472948eae47137a29d71e18ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WeeklyMenusPanel_week$data = {
  readonly endDate: any;
  readonly id: string;
  readonly isLive: boolean;
  readonly isMenuFrozen: boolean;
  readonly label: string;
  readonly menuEntries: ReadonlyArray<{
    readonly id: string;
    readonly isAvailable: boolean;
    readonly isFeatured: boolean;
    readonly meal: {
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
    };
  }>;
  readonly orderDeadline: any;
  readonly startDate: any;
  readonly " $fragmentType": "WeeklyMenusPanel_week";
};
export type WeeklyMenusPanel_week$key = {
  readonly " $data"?: WeeklyMenusPanel_week$data;
  readonly " $fragmentSpreads": FragmentRefs<"WeeklyMenusPanel_week">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WeeklyMenusPanel_week",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMenuFrozen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderDeadline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WeekMenuItem",
      "kind": "LinkedField",
      "name": "menuEntries",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isAvailable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isFeatured",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Meal",
          "kind": "LinkedField",
          "name": "meal",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Week",
  "abstractKey": null
};
})();

(node as any).hash = "058016bb6d53600f36ff6820b53a2361";

export default node;
