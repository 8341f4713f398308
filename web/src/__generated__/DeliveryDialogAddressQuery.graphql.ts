/**
 * @generated SignedSource<<e9f516ec8190b723d6896a3fa7d7d8e3>>
 * @relayHash 7d2c45dc694778780778572e2929a7b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1e37d44378c56105a42b3f9263efd1afa6b48e67e0c4da3956ce7e30d7c43aa

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryDialogAddressQuery$variables = Record<PropertyKey, never>;
export type DeliveryDialogAddressQuery$data = {
  readonly viewer: {
    readonly address: {
      readonly apartment: string;
      readonly area: string;
      readonly building: string;
      readonly floor: string;
      readonly landmark: string;
      readonly name: string;
      readonly street: string;
    };
    readonly phone: string | null | undefined;
  } | null | undefined;
};
export type DeliveryDialogAddressQuery = {
  response: DeliveryDialogAddressQuery$data;
  variables: DeliveryDialogAddressQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CustomerAddress",
        "kind": "LinkedField",
        "name": "address",
        "plural": false,
        "selections": [
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
            "name": "street",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "building",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "floor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "apartment",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "area",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "landmark",
            "storageKey": null
          }
        ],
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
    "name": "DeliveryDialogAddressQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeliveryDialogAddressQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c1e37d44378c56105a42b3f9263efd1afa6b48e67e0c4da3956ce7e30d7c43aa",
    "metadata": {},
    "name": "DeliveryDialogAddressQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b00c11e845ef2d8fd472e5d65c91a808";

export default node;
