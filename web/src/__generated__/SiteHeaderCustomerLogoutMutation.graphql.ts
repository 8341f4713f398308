/**
 * @generated SignedSource<<7b35445c2b0ac4a97114b29ded019e80>>
 * @relayHash f2476c3119f7cf3c97d6af847f60129f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4948bf2bcf44420c0b5755e4ae66bc9f56a8a0dab59ccd2ab3bd65af5a51d21

import { ConcreteRequest } from 'relay-runtime';
export type SiteHeaderCustomerLogoutMutation$variables = Record<PropertyKey, never>;
export type SiteHeaderCustomerLogoutMutation$data = {
  readonly customerLogout: {
    readonly success: boolean;
  };
};
export type SiteHeaderCustomerLogoutMutation = {
  response: SiteHeaderCustomerLogoutMutation$data;
  variables: SiteHeaderCustomerLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CustomerLogoutPayload",
    "kind": "LinkedField",
    "name": "customerLogout",
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
    "name": "SiteHeaderCustomerLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SiteHeaderCustomerLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e4948bf2bcf44420c0b5755e4ae66bc9f56a8a0dab59ccd2ab3bd65af5a51d21",
    "metadata": {},
    "name": "SiteHeaderCustomerLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3315445d6f672ae212a57e7c9c8a4ef8";

export default node;
