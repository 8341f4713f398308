/**
 * @generated SignedSource<<0e87fcae1c5439a264e69bf23cf26e55>>
 * @relayHash 9aa084b7b71971cbc8ca1b49633a2c73
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db5202487b274cb993aee22d0426b97d65f5794458a7b7916da6171da87ed78a

import { ConcreteRequest } from 'relay-runtime';
export type InvitationCodesPanelQuery$variables = Record<PropertyKey, never>;
export type InvitationCodesPanelQuery$data = {
  readonly adminInvitationCodes: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly code: string;
        readonly currentUses: number;
        readonly description: string;
        readonly id: string;
        readonly isActive: boolean;
        readonly maxUses: number | null | undefined;
      };
    }>;
  };
};
export type InvitationCodesPanelQuery = {
  response: InvitationCodesPanelQuery$data;
  variables: InvitationCodesPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "InvitationCodeEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "InvitationCode",
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
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isActive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxUses",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentUses",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
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
    "name": "InvitationCodesPanelQuery",
    "selections": [
      {
        "alias": "adminInvitationCodes",
        "args": null,
        "concreteType": "InvitationCodeConnection",
        "kind": "LinkedField",
        "name": "__InvitationCodesPanel_adminInvitationCodes_connection",
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
    "name": "InvitationCodesPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvitationCodeConnection",
        "kind": "LinkedField",
        "name": "adminInvitationCodes",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": "adminInvitationCodes(first:100)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "InvitationCodesPanel_adminInvitationCodes",
        "kind": "LinkedHandle",
        "name": "adminInvitationCodes"
      }
    ]
  },
  "params": {
    "id": "db5202487b274cb993aee22d0426b97d65f5794458a7b7916da6171da87ed78a",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "adminInvitationCodes"
          ]
        }
      ]
    },
    "name": "InvitationCodesPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1770589593ccb7ba6b4e04241b13ebeb";

export default node;
