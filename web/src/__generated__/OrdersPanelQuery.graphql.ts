/**
 * @generated SignedSource<<9acb3059a4e56da463a3f2b6812bc801>>
 * @relayHash e49dc95adee912dd9ae89f45025cfe3d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6e0bc5b91db38710d19124baa2d3ec8fa17d16c8b5edcdef55592eb831be427

import { ConcreteRequest } from 'relay-runtime';
export type OrdersPanelQuery$variables = Record<PropertyKey, never>;
export type OrdersPanelQuery$data = {
  readonly adminNextDeliveryWeek: {
    readonly id: string;
  } | null | undefined;
  readonly adminOrderWeeks: ReadonlyArray<{
    readonly databaseId: number;
    readonly id: string;
    readonly label: string;
  }>;
};
export type OrdersPanelQuery = {
  response: OrdersPanelQuery$data;
  variables: OrdersPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Week",
    "kind": "LinkedField",
    "name": "adminOrderWeeks",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "databaseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Week",
    "kind": "LinkedField",
    "name": "adminNextDeliveryWeek",
    "plural": false,
    "selections": [
      (v0/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersPanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrdersPanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f6e0bc5b91db38710d19124baa2d3ec8fa17d16c8b5edcdef55592eb831be427",
    "metadata": {},
    "name": "OrdersPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8bc4d1ecbb4840038abe3d7cdbdd89eb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
