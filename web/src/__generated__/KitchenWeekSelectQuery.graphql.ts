/**
 * @generated SignedSource<<90c68d5b6499b29f920e98455cbcc68f>>
 * @relayHash 87ea7f78eeda1529a82f679a9ae38890
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdc86f49c066f68ba1a6bd33e4a8fcda93dca8bb3217f933a5a8babf05c1da78

import { ConcreteRequest } from 'relay-runtime';
export type KitchenWeekSelectQuery$variables = Record<PropertyKey, never>;
export type KitchenWeekSelectQuery$data = {
  readonly weeks: ReadonlyArray<{
    readonly deliveryDate: any;
    readonly id: string;
    readonly label: string;
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
    "id": "cdc86f49c066f68ba1a6bd33e4a8fcda93dca8bb3217f933a5a8babf05c1da78",
    "metadata": {},
    "name": "KitchenWeekSelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b7fcdd39253ff0b2238f0fe6bbd5a6b0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
