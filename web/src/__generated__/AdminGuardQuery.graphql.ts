/**
 * @generated SignedSource<<69332a627ae3a9a0e67e225115f3853d>>
 * @relayHash 4f18bbfb58a76556933cde6bcab6d107
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a52fbe39f9dc8cae1e194592efb8ddca85955b9d36c8f684edcbfb79f5cd01c8

import { ConcreteRequest } from 'relay-runtime';
export type AdminRole = "admin" | "super_admin" | "%future added value";
export type AdminGuardQuery$variables = Record<PropertyKey, never>;
export type AdminGuardQuery$data = {
  readonly adminMe: {
    readonly id: string;
    readonly name: string;
    readonly role: AdminRole;
    readonly username: string;
  } | null | undefined;
};
export type AdminGuardQuery = {
  response: AdminGuardQuery$data;
  variables: AdminGuardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Admin",
    "kind": "LinkedField",
    "name": "adminMe",
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
        "name": "role",
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
    "name": "AdminGuardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminGuardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a52fbe39f9dc8cae1e194592efb8ddca85955b9d36c8f684edcbfb79f5cd01c8",
    "metadata": {},
    "name": "AdminGuardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f3d59ea630ccd837bea4b252464f83d1";

export default node;
