/**
 * @generated SignedSource<<c935724bf44d263513813bb1482bc245>>
 * @relayHash a3e278a7ca51a6311edda1fe16c48944
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 003378b40518285b245feb45981cfee955a014d75ceffdea2234704e8fb488f7

import { ConcreteRequest } from 'relay-runtime';
export type RouteGuardResumeQuery$variables = Record<PropertyKey, never>;
export type RouteGuardResumeQuery$data = {
  readonly viewer: {
    readonly pendingOrder: {
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type RouteGuardResumeQuery = {
  response: RouteGuardResumeQuery$data;
  variables: RouteGuardResumeQuery$variables;
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
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "pendingOrder",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RouteGuardResumeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RouteGuardResumeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "003378b40518285b245feb45981cfee955a014d75ceffdea2234704e8fb488f7",
    "metadata": {},
    "name": "RouteGuardResumeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5f22b16aaab2b8597ea0517da61220c3";

export default node;
