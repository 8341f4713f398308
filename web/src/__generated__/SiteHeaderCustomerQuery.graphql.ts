/**
 * @generated SignedSource<<d6415606e6aa139bba84bec30e7e6768>>
 * @relayHash b33f650cc96cc68e14782d850048f898
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d32cac9e9d3d179d9dffbf273ed3a131a761d5411c9da6993a181d1432912bc

import { ConcreteRequest } from 'relay-runtime';
export type SiteHeaderCustomerQuery$variables = Record<PropertyKey, never>;
export type SiteHeaderCustomerQuery$data = {
  readonly me: {
    readonly id: string;
  } | null | undefined;
};
export type SiteHeaderCustomerQuery = {
  response: SiteHeaderCustomerQuery$data;
  variables: SiteHeaderCustomerQuery$variables;
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
    "name": "SiteHeaderCustomerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SiteHeaderCustomerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0d32cac9e9d3d179d9dffbf273ed3a131a761d5411c9da6993a181d1432912bc",
    "metadata": {},
    "name": "SiteHeaderCustomerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8ab9f6cf9f12203c1090b913d45db268";

export default node;
