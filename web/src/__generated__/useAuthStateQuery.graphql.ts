/**
 * @generated SignedSource<<2516b60bc011ba6844c40fab0812297d>>
 * @relayHash daad2542fda4b462dccaba12bd8f0e00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID baff939437903ebb6677016ce5deb343842fbb711816f01deeda7a80cca4dd28

import { ConcreteRequest } from 'relay-runtime';
export type useAuthStateQuery$variables = Record<PropertyKey, never>;
export type useAuthStateQuery$data = {
  readonly me: {
    readonly email: string;
    readonly hasUsedTrialBox: boolean;
    readonly id: string;
    readonly isSubscriber: boolean;
    readonly name: string;
  } | null | undefined;
};
export type useAuthStateQuery = {
  response: useAuthStateQuery$data;
  variables: useAuthStateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "me",
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
        "name": "email",
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
        "name": "hasUsedTrialBox",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isSubscriber",
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
    "name": "useAuthStateQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAuthStateQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "baff939437903ebb6677016ce5deb343842fbb711816f01deeda7a80cca4dd28",
    "metadata": {},
    "name": "useAuthStateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8322aa7718155aecb607eb0cd1d0c509";

export default node;
