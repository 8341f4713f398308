/**
 * @generated SignedSource<<53763204b035146c2a87fb3e3134b1c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MealRatings_order$data = {
  readonly databaseId: number;
  readonly ratings: {
    readonly delivered: boolean;
    readonly meals: ReadonlyArray<{
      readonly canRate: boolean;
      readonly comment: string;
      readonly editableUntil: any | null | undefined;
      readonly id: string;
      readonly meal: {
        readonly databaseId: number;
        readonly title: string;
      };
      readonly ratedAt: any | null | undefined;
      readonly stars: number | null | undefined;
    }>;
  };
  readonly " $fragmentType": "MealRatings_order";
};
export type MealRatings_order$key = {
  readonly " $data"?: MealRatings_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealRatings_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealRatings_order",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderRatings",
      "kind": "LinkedField",
      "name": "ratings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "delivered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OrderMealRating",
          "kind": "LinkedField",
          "name": "meals",
          "plural": true,
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
              "name": "stars",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "comment",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ratedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "editableUntil",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "canRate",
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
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "ae730bee20fb63394a681e34f5b13f86";

export default node;
