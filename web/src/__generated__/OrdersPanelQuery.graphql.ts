/**
 * @generated SignedSource<<66425e42fe328df889188d3d4436576a>>
 * @relayHash bf70670bc248e79f5104fbea308ebd9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cded2b3c68a66e3b481442ceac6c8c4a9bd4cdfcd9d4611d223a37c32a8e7b6

import { ConcreteRequest } from 'relay-runtime';
export type OrdersPanelQuery$variables = Record<PropertyKey, never>;
export type OrdersPanelQuery$data = {
  readonly adminNextDeliveryWeek: {
    readonly id: string;
  } | null | undefined;
  readonly adminOrderWeeks: ReadonlyArray<{
    readonly databaseId: number;
    readonly endDate: any;
    readonly id: string;
    readonly label: string;
    readonly startDate: any;
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
    "id": "8cded2b3c68a66e3b481442ceac6c8c4a9bd4cdfcd9d4611d223a37c32a8e7b6",
    "metadata": {},
    "name": "OrdersPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "556f87b1a0bd4f8cec353d4335a27ff5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
