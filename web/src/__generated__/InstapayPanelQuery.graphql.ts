/**
 * @generated SignedSource<<1d3f31c99011e4e20d13c270596624a6>>
 * @relayHash 55238130ef1c008f1d0ac16351bcd29f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a78ff5de01182064fe9e2bb1dd2c1b1380163135afd874db345909f8566a8c4

import { ConcreteRequest } from 'relay-runtime';
export type InstapayPanelQuery$variables = Record<PropertyKey, never>;
export type InstapayPanelQuery$data = {
  readonly instapayRecipient: {
    readonly accountName: string;
    readonly address: string;
  } | null | undefined;
};
export type InstapayPanelQuery = {
  response: InstapayPanelQuery$data;
  variables: InstapayPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "InstapayRecipient",
    "kind": "LinkedField",
    "name": "instapayRecipient",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "address",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountName",
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
    "name": "InstapayPanelQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InstapayPanelQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0a78ff5de01182064fe9e2bb1dd2c1b1380163135afd874db345909f8566a8c4",
    "metadata": {},
    "name": "InstapayPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "af98ea9cdbb2ea0cad54a7701c3676b2";

export default node;
