/**
 * @generated SignedSource<<aded7ccaa551252e4465750eaab264a9>>
 * @relayHash 9f40f7e193f585689d47f73d1fcbbabd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c215e68e99f37437afd9b6afde4212190091db238b0994299c1b1c7be2337f3

import { ConcreteRequest } from 'relay-runtime';
export type NeighborhoodsPanelQuery$variables = Record<PropertyKey, never>;
export type NeighborhoodsPanelQuery$data = {
  readonly adminNeighborhoods: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly city: string;
        readonly id: string;
        readonly isServiced: boolean;
        readonly name: string;
      };
    }>;
  };
};
export type NeighborhoodsPanelQuery = {
  response: NeighborhoodsPanelQuery$data;
  variables: NeighborhoodsPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NeighborhoodEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Neighborhood",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isServiced",
            "storageKey": null
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
  },
  {
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__id",
        "storageKey": null
      }
    ]
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NeighborhoodsPanelQuery",
    "selections": [
      {
        "alias": "adminNeighborhoods",
        "args": null,
        "concreteType": "NeighborhoodConnection",
        "kind": "LinkedField",
        "name": "__NeighborhoodsPanel_adminNeighborhoods_connection",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NeighborhoodsPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NeighborhoodConnection",
        "kind": "LinkedField",
        "name": "adminNeighborhoods",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": "adminNeighborhoods(first:100)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "NeighborhoodsPanel_adminNeighborhoods",
        "kind": "LinkedHandle",
        "name": "adminNeighborhoods"
      }
    ]
  },
  "params": {
    "id": "2c215e68e99f37437afd9b6afde4212190091db238b0994299c1b1c7be2337f3",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "adminNeighborhoods"
          ]
        }
      ]
    },
    "name": "NeighborhoodsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8e8caf1a12c146c3f64a618c24d16a83";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
