/**
 * @generated SignedSource<<be6a3c77d397bbe970088ee92bbbdb21>>
 * @relayHash 3d9c67f7e348aafb1fabd6801a156dbb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 539df3f230e09b92a7c60c9a6eb2ebdbe94d08e08c080186eba88d014b07dfea

import { ConcreteRequest } from 'relay-runtime';
export type SiteHeaderAdminLogoutMutation$variables = Record<PropertyKey, never>;
export type SiteHeaderAdminLogoutMutation$data = {
  readonly adminLogout: {
    readonly success: boolean;
  };
};
export type SiteHeaderAdminLogoutMutation = {
  response: SiteHeaderAdminLogoutMutation$data;
  variables: SiteHeaderAdminLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminLogoutPayload",
    "kind": "LinkedField",
    "name": "adminLogout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
    "name": "SiteHeaderAdminLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SiteHeaderAdminLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "539df3f230e09b92a7c60c9a6eb2ebdbe94d08e08c080186eba88d014b07dfea",
    "metadata": {},
    "name": "SiteHeaderAdminLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "839afd32c89dc1fb5af26c90ab1951d0";

export default node;
