/**
 * @generated SignedSource<<e25f4d016d6f731eacfc98fc41e17a24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "kind": "ClientExtension",
    "selections": [
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
    ]
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
    "cacheID": "6b0fdf94a3bf301cca429827dd10e282",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordScreenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "81d63bef28712e8f337b69fd379c6c84";

export default node;
