/**
 * @generated SignedSource<<f989da90935acf61e358db7be95971d3>>
 * @relayHash b14670557821496f7114e48d317cb666
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0a31c9297621377ef37a4fd0b07a544ecfa0b5b7b529298a1e0e7094933bcd6

import { ConcreteRequest } from 'relay-runtime';
export type AdminRole = "admin" | "super_admin" | "%future added value";
export type AdminsPanelQuery$variables = Record<PropertyKey, never>;
export type AdminsPanelQuery$data = {
  readonly adminAccounts: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly email: string;
        readonly id: string;
        readonly name: string;
        readonly role: AdminRole;
        readonly username: string;
      };
    }>;
  };
};
export type AdminsPanelQuery = {
  response: AdminsPanelQuery$data;
  variables: AdminsPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Admin",
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
            "name": "username",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
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
    "name": "AdminsPanelQuery",
    "selections": [
      {
        "alias": "adminAccounts",
        "args": null,
        "concreteType": "AdminConnection",
        "kind": "LinkedField",
        "name": "__AdminsPanel_adminAccounts_connection",
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
    "name": "AdminsPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AdminConnection",
        "kind": "LinkedField",
        "name": "adminAccounts",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": "adminAccounts(first:100)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "AdminsPanel_adminAccounts",
        "kind": "LinkedHandle",
        "name": "adminAccounts"
      }
    ]
  },
  "params": {
    "id": "b0a31c9297621377ef37a4fd0b07a544ecfa0b5b7b529298a1e0e7094933bcd6",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "adminAccounts"
          ]
        }
      ]
    },
    "name": "AdminsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "46b3ded0f1df352b21fbb0bdb83a076b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
