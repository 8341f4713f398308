/**
 * @generated SignedSource<<4e85b600d16f760a54b159bb7e24e9a9>>
 * @relayHash 3c986387c9e96fd55c7f1b11eff63cec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9c195816521c19d2f368e4bd897aec1067a516fd4aa591b2e858fec10732b83

import { ConcreteRequest } from 'relay-runtime';
export type PhoneVerificationChannel = "sms" | "whatsapp" | "%future added value";
export type PhoneVerificationStartInput = {
  channel: PhoneVerificationChannel;
};
export type PhoneVerificationStartMutation$variables = {
  input: PhoneVerificationStartInput;
};
export type PhoneVerificationStartMutation$data = {
  readonly phoneVerificationStart: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly phone?: string;
  };
};
export type PhoneVerificationStartMutation = {
  response: PhoneVerificationStartMutation$data;
  variables: PhoneVerificationStartMutation$variables;
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
    "name": "phoneVerificationStart",
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
            "name": "phone",
            "storageKey": null
          }
        ],
        "type": "PhoneVerificationStartPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "PhoneVerificationStartMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PhoneVerificationStartMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b9c195816521c19d2f368e4bd897aec1067a516fd4aa591b2e858fec10732b83",
    "metadata": {},
    "name": "PhoneVerificationStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0d298096c4e908e2cf1b210b7f812d8e";

export default node;
