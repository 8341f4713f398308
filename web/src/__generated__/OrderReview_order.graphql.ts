/**
 * @generated SignedSource<<ee2c52b3ba8a14e6c42ec9f409b93ff7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type MealPortion = "large" | "standard" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderReview_order$data = {
  readonly defaultPortionSize: PortionSize;
  readonly deliverySlot: DeliverySlot;
  readonly items: ReadonlyArray<{
    readonly meal: {
      readonly id: string;
      readonly title: string;
    };
    readonly portionSize: MealPortion;
  }>;
  readonly mealCount: number;
  readonly week: {
    readonly endDate: any;
    readonly label: string;
    readonly startDate: any;
  };
  readonly " $fragmentType": "OrderReview_order";
};
export type OrderReview_order$key = {
  readonly " $data"?: OrderReview_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderReview_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderReview_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mealCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultPortionSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliverySlot",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Week",
      "kind": "LinkedField",
      "name": "week",
      "plural": false,
      "selections": [
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "portionSize",
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

(node as any).hash = "52d6bd512ba5e394beeba6ee25232c47";

export default node;
