/**
 * @generated SignedSource<<dc31a990767c692d8dfad39328d93a93>>
 * @relayHash 1bcde958ead5788a24bd2a648a43d235
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d32d4c54e8cd37a3700f0546cf11ed6d9ed4004e74bfcef37b96081d847cc557

import { ConcreteRequest } from 'relay-runtime';
export type KitchenWeekSelectQuery$variables = Record<PropertyKey, never>;
export type KitchenWeekSelectQuery$data = {
  readonly weeks: ReadonlyArray<{
    readonly deliveryDate: any;
    readonly endDate: any;
    readonly id: string;
    readonly label: string;
    readonly startDate: any;
  }>;
};
export type KitchenWeekSelectQuery = {
  response: KitchenWeekSelectQuery$data;
  variables: KitchenWeekSelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Week",
    "kind": "LinkedField",
    "name": "weeks",
    "plural": true,
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deliveryDate",
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
    "name": "KitchenWeekSelectQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "KitchenWeekSelectQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d32d4c54e8cd37a3700f0546cf11ed6d9ed4004e74bfcef37b96081d847cc557",
    "metadata": {},
    "name": "KitchenWeekSelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4536049be4c71593af0081ee67893122";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
