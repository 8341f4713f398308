/**
 * @generated SignedSource<<012e29ddeed676e8d074fdc8f3144a19>>
 * @relayHash c0b6327bd323843059b35960346a1e80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8144040b2fcd99ef380a3fa645b12710751f1b365e19ec60bc42cfb30214a3aa

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
        readonly nameAr: string;
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
            "name": "nameAr",
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
    "id": "8144040b2fcd99ef380a3fa645b12710751f1b365e19ec60bc42cfb30214a3aa",
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

(node as any).hash = "7a6277bb0b74a0a90dacdc1d87401437";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
