/**
 * @generated SignedSource<<e857211ac6c84c14d202d60214c3a656>>
 * @relayHash 110630996e3f52d20e6614f630fd971b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26cc6d72f6cd3bcb70a8a5c3b96ee43a5a878f6c5d88e2b4cd3be0e6ea567ed3

import { ConcreteRequest } from 'relay-runtime';
export type AnalyticsPanelQuery$variables = Record<PropertyKey, never>;
export type AnalyticsPanelQuery$data = {
  readonly adminAnalytics: {
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
      readonly startDate: any;
      readonly subscriptionOrders: number;
      readonly trialConversion: number | null | undefined;
      readonly trials: number;
      readonly upcoming: boolean;
      readonly weekDatabaseId: number;
    }>;
  };
};
export type AnalyticsPanelQuery = {
  response: AnalyticsPanelQuery$data;
  variables: AnalyticsPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Analytics",
    "kind": "LinkedField",
    "name": "adminAnalytics",
    "plural": false,
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
            "name": "startDate",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnalyticsPanelQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AnalyticsPanelQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "26cc6d72f6cd3bcb70a8a5c3b96ee43a5a878f6c5d88e2b4cd3be0e6ea567ed3",
    "metadata": {},
    "name": "AnalyticsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e9d30289365304ac0090e074e4d7124d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
