/**
 * @generated SignedSource<<cf5d8e643678e7ee1370e46d68ff8927>>
 * @relayHash 3fb3b2cb7613631319c5579105c04f27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02e75ad01e1c6291d66ad1ec54394a0df5bb154fe3973bd0437ac87f0793d879

import { ConcreteRequest } from 'relay-runtime';
export type CustomerPasswordResetRequestInput = {
  email: string;
};
export type ForgotPasswordFormMutation$variables = {
  input: CustomerPasswordResetRequestInput;
};
export type ForgotPasswordFormMutation$data = {
  readonly customerPasswordResetRequest: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ForgotPasswordFormMutation = {
  response: ForgotPasswordFormMutation$data;
  variables: ForgotPasswordFormMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "customerPasswordResetRequest",
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
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
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
    "name": "ForgotPasswordFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "02e75ad01e1c6291d66ad1ec54394a0df5bb154fe3973bd0437ac87f0793d879",
    "metadata": {},
    "name": "ForgotPasswordFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2ec272e94a4d3e5c77751551e17ead53";

export default node;
