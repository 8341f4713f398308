/**
 * @generated SignedSource<<1c1bd953577d6ba611e0f70d5d6dd998>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "cancelled" | "not_selected" | "selected" | "skipped" | "%future added value";
export type PaymentStatus = "confirmed" | "failed" | "pending" | "processing" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrdersListTab_query$data = {
  readonly adminOrders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly delivered: boolean;
        readonly id: string;
        readonly paymentStatus: PaymentStatus;
        readonly status: OrderStatus;
        readonly " $fragmentSpreads": FragmentRefs<"OrderDetailsDialog_order" | "OrdersListTab_order">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "OrdersListTab_query";
};
export type OrdersListTab_query$key = {
  readonly " $data"?: OrdersListTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrdersListTab_query">;
};

import OrdersListTabPaginationQuery_graphql from './OrdersListTabPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "adminOrders"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "area"
    },
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "delivered"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "noFittingMeals"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "paymentMethod"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "paymentStatus"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "slot"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "weekId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": OrdersListTabPaginationQuery_graphql
    }
  },
  "name": "OrdersListTab_query",
  "selections": [
    {
      "alias": "adminOrders",
      "args": [
        {
          "kind": "Variable",
          "name": "area",
          "variableName": "area"
        },
        {
          "kind": "Variable",
          "name": "delivered",
          "variableName": "delivered"
        },
        {
          "kind": "Variable",
          "name": "noFittingMeals",
          "variableName": "noFittingMeals"
        },
        {
          "kind": "Variable",
          "name": "paymentMethod",
          "variableName": "paymentMethod"
        },
        {
          "kind": "Variable",
          "name": "paymentStatus",
          "variableName": "paymentStatus"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        },
        {
          "kind": "Variable",
          "name": "slot",
          "variableName": "slot"
        },
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        },
        {
          "kind": "Variable",
          "name": "weekId",
          "variableName": "weekId"
        }
      ],
      "concreteType": "AdminOrderConnection",
      "kind": "LinkedField",
      "name": "__OrdersListTab_adminOrders_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminOrderEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Order",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "delivered",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "paymentStatus",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "OrdersListTab_order"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "OrderDetailsDialog_order"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "164b10cbff62f19ac3cf0e6c28618c86";

export default node;
