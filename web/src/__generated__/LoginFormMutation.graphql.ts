/**
 * @generated SignedSource<<b4d48fd86873d20a31b74f92fa2ace7f>>
 * @relayHash 7699c93287a90dad8f42108b44cedc65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3965fcf4fdbea1ef6b99150ebb5dcecf32351869a142235644a837dc914a2af4

import { ConcreteRequest } from 'relay-runtime';
export type CustomerLoginInput = {
  email: string;
  password: string;
};
export type LoginFormMutation$variables = {
  input: CustomerLoginInput;
};
export type LoginFormMutation$data = {
  readonly customerLogin: {
    readonly __typename: string;
    readonly customer?: {
      readonly email: string;
      readonly hasUsedTrialBox: boolean;
      readonly id: string;
      readonly isSubscriber: boolean;
      readonly name: string;
    };
    readonly message?: string;
  };
};
export type LoginFormMutation = {
  response: LoginFormMutation$data;
  variables: LoginFormMutation$variables;
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
    "name": "customerLogin",
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
            "concreteType": "Customer",
            "kind": "LinkedField",
            "name": "customer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasUsedTrialBox",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSubscriber",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CustomerLoginPayload",
        "abstractKey": null
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
    "name": "LoginFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3965fcf4fdbea1ef6b99150ebb5dcecf32351869a142235644a837dc914a2af4",
    "metadata": {},
    "name": "LoginFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b519b8382a8298b89657cd864eca45c";

export default node;
