/**
 * @generated SignedSource<<58317b136ee331552afdee7e51102ef2>>
 * @relayHash 9feda0641ea7df55616e8734649ef882
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5367501800ea43c0565e176187cba5dbe121c320cc288a7998a1a672925d1748

import { ConcreteRequest } from 'relay-runtime';
export type CustomerType = "subscriber" | "trial" | "%future added value";
export type useAuthStateQuery$variables = Record<PropertyKey, never>;
export type useAuthStateQuery$data = {
  readonly me: {
    readonly email: string;
    readonly hasUsedTrialBox: boolean;
    readonly id: string;
    readonly isSubscriber: boolean;
    readonly name: string;
    readonly userType: CustomerType;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userType",
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
    "id": "5367501800ea43c0565e176187cba5dbe121c320cc288a7998a1a672925d1748",
    "metadata": {},
    "name": "useAuthStateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "53fa9701c6ddc131e436d0f3268c7517";

export default node;
