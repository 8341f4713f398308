/**
 * @generated SignedSource<<e3d5086bac60378aebd136e6b3545986>>
 * @relayHash bdeb728ee7e400795184d927590dca78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54256a572116273c3e3c8125298ecf2b051fdf3b3b8652ce9166e7bf9e256b2c

import { ConcreteRequest } from 'relay-runtime';
export type AdminLoginScreenQuery$variables = Record<PropertyKey, never>;
export type AdminLoginScreenQuery$data = {
  readonly adminMe: {
    readonly id: string;
  } | null | undefined;
};
export type AdminLoginScreenQuery = {
  response: AdminLoginScreenQuery$data;
  variables: AdminLoginScreenQuery$variables;
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
    "name": "AdminLoginScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminLoginScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "54256a572116273c3e3c8125298ecf2b051fdf3b3b8652ce9166e7bf9e256b2c",
    "metadata": {},
    "name": "AdminLoginScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "32f4b86a143f01909d3c6e68a3fb2582";

export default node;
