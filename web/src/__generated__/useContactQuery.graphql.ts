/**
 * @generated SignedSource<<b0e01ddc428e40590d4f6daac5e0f644>>
 * @relayHash b3d227a7123b3fb315fb64cec1eb1d47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3162b58baa00c6a116a8bd727b14781da7ff0c7f8a79e3f5731268bbce71d48b

import { ConcreteRequest } from 'relay-runtime';
export type useContactQuery$variables = Record<PropertyKey, never>;
export type useContactQuery$data = {
  readonly contact: {
    readonly email: string;
    readonly phone: string;
    readonly whatsapp: string;
    readonly whatsappUrl: string;
  };
};
export type useContactQuery = {
  response: useContactQuery$data;
  variables: useContactQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Contact",
    "kind": "LinkedField",
    "name": "contact",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "whatsapp",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "whatsappUrl",
        "storageKey": null
      },
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
        "kind": "ScalarField",
        "name": "email",
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
    "name": "useContactQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useContactQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3162b58baa00c6a116a8bd727b14781da7ff0c7f8a79e3f5731268bbce71d48b",
    "metadata": {},
    "name": "useContactQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ba0b6abaadaa0a845f56d4cb3a2212c";

export default node;
