/**
 * @generated SignedSource<<1e866dcb07d3f0209c12cfd9d14781ee>>
 * @relayHash fa632407000d375bc0d7f93873c72bef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c829330f8511aa715ab346be13aea464a048a8606763fb85d71fa1df5adf6ba

import { ConcreteRequest } from 'relay-runtime';
export type CustomerPasswordResetInput = {
  newPassword: string;
  token: string;
};
export type ResetPasswordScreenMutation$variables = {
  input: CustomerPasswordResetInput;
};
export type ResetPasswordScreenMutation$data = {
  readonly customerPasswordReset: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ResetPasswordScreenMutation = {
  response: ResetPasswordScreenMutation$data;
  variables: ResetPasswordScreenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "customerPasswordReset",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "CustomerPasswordResetPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordScreenMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordScreenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9c829330f8511aa715ab346be13aea464a048a8606763fb85d71fa1df5adf6ba",
    "metadata": {},
    "name": "ResetPasswordScreenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "81d63bef28712e8f337b69fd379c6c84";

export default node;
