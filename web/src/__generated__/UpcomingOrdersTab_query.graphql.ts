/**
 * @generated SignedSource<<6ebd53e079933978a77e00def0de0607>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpcomingOrdersTab_query$data = {
  readonly adminOrders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"OrderDetailsDialog_order" | "UpcomingOrdersTab_order">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "UpcomingOrdersTab_query";
};
export type UpcomingOrdersTab_query$key = {
  readonly " $data"?: UpcomingOrdersTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingOrdersTab_query">;
};

import UpcomingOrdersTabPaginationQuery_graphql from './UpcomingOrdersTabPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "adminOrders"
];
return {
  "argumentDefinitions": [
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
      "defaultValue": "instapay",
      "kind": "LocalArgument",
      "name": "paymentMethod"
    },
    {
      "defaultValue": "processing",
      "kind": "LocalArgument",
      "name": "paymentStatus"
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
      "operation": UpcomingOrdersTabPaginationQuery_graphql
    }
  },
  "name": "UpcomingOrdersTab_query",
  "selections": [
    {
      "alias": "adminOrders",
      "args": [
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
          "name": "weekId",
          "variableName": "weekId"
        }
      ],
      "concreteType": "AdminOrderConnection",
      "kind": "LinkedField",
      "name": "__UpcomingOrdersTab_adminOrders_connection",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UpcomingOrdersTab_order"
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

(node as any).hash = "82f5f7b266347a20b8e68eac0a5945b9";

export default node;
