/**
 * @generated SignedSource<<1f6df5990ad8357417888ef0d1475548>>
 * @relayHash f904542dca913eb20b4945c7ae3fc8b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4c41447a54254bcc56411c482f69b934ea7a4429a64023794738245d63b5e83

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
        "selections": (v1/*:: as any*/),
        "type": "CustomerPasswordResetRequestPayload",
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
    "name": "ForgotPasswordFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e4c41447a54254bcc56411c482f69b934ea7a4429a64023794738245d63b5e83",
    "metadata": {},
    "name": "ForgotPasswordFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ed2b4763c5f2d7da5d7ce1e35e57a156";

export default node;
