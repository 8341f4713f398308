/**
 * @generated SignedSource<<ad43e0fc315f2e13c1b51a10056056d4>>
 * @relayHash 7bf067800f9acde87f35d14276b14105
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e3e5fa9eeb05b17451efa3105ef60991d5efffd1bfd0de0430316816b59dcd2

import { ConcreteRequest } from 'relay-runtime';
export type EligibilityDialogLogoutMutation$variables = Record<PropertyKey, never>;
export type EligibilityDialogLogoutMutation$data = {
  readonly customerLogout: {
    readonly success: boolean;
  };
};
export type EligibilityDialogLogoutMutation = {
  response: EligibilityDialogLogoutMutation$data;
  variables: EligibilityDialogLogoutMutation$variables;
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
    "name": "EligibilityDialogLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EligibilityDialogLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0e3e5fa9eeb05b17451efa3105ef60991d5efffd1bfd0de0430316816b59dcd2",
    "metadata": {},
    "name": "EligibilityDialogLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "532589cc3f7a859ef183526fbc2e56f3";

export default node;
