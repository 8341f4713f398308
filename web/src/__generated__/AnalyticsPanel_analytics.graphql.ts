/**
 * @generated SignedSource<<e64ebe52ed62682608ae4b21d2b42be7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsPanel_analytics$data = {
  readonly topMeals: ReadonlyArray<{
    readonly mealDatabaseId: number;
    readonly portions: number;
    readonly title: string;
  }>;
  readonly weeks: ReadonlyArray<{
    readonly activeSubscribers: number;
    readonly cancelledSubscriptions: number;
    readonly convertedTrials: number;
    readonly label: string;
    readonly meals: number;
    readonly newSubscriptions: number;
    readonly orders: number;
    readonly revenue: {
      readonly piasters: number;
    };
    readonly skipRate: number | null | undefined;
    readonly skippedOrders: number;
    readonly subscriptionOrders: number;
    readonly trialConversion: number | null | undefined;
    readonly trials: number;
    readonly upcoming: boolean;
    readonly weekDatabaseId: number;
  }>;
  readonly " $fragmentType": "AnalyticsPanel_analytics";
};
export type AnalyticsPanel_analytics$key = {
  readonly " $data"?: AnalyticsPanel_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsPanel_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsPanel_analytics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalyticsWeek",
      "kind": "LinkedField",
      "name": "weeks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekDatabaseId",
          "storageKey": null
        },
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
          "name": "upcoming",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meals",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "revenue",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "piasters",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeSubscribers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newSubscriptions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelledSubscriptions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subscriptionOrders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skippedOrders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skipRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "convertedTrials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trialConversion",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalyticsTopMeal",
      "kind": "LinkedField",
      "name": "topMeals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mealDatabaseId",
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
          "name": "portions",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Analytics",
  "abstractKey": null
};

(node as any).hash = "f01cc013b1a61e1efeebb4320b7c8f04";

export default node;
