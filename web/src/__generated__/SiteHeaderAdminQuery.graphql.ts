/**
 * @generated SignedSource<<5eb5416abc525f27ce64991402834057>>
 * @relayHash a27a6ac978aaa7be86a611b88db3d16d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 442585708b9ad7c61238851a86583e3cc81caae730e8cd23e9990aa2fc7bf8ba

import { ConcreteRequest } from 'relay-runtime';
export type SiteHeaderAdminQuery$variables = Record<PropertyKey, never>;
export type SiteHeaderAdminQuery$data = {
  readonly adminMe: {
    readonly id: string;
  } | null | undefined;
};
export type SiteHeaderAdminQuery = {
  response: SiteHeaderAdminQuery$data;
  variables: SiteHeaderAdminQuery$variables;
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
    "name": "SiteHeaderAdminQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SiteHeaderAdminQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "442585708b9ad7c61238851a86583e3cc81caae730e8cd23e9990aa2fc7bf8ba",
    "metadata": {},
    "name": "SiteHeaderAdminQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "57644e31dcd32394bafda86e19e23864";

export default node;
