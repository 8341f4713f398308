/**
 * @generated SignedSource<<260bd0c28d1c36a4e4bcaf93c0ec8998>>
 * @relayHash 0bf7f8ee5084f5110b3ece886c771376
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0c57152edba7e678163345c8d902d0895e1a0b83f3b57003294440ad8c65cd2

import { ConcreteRequest } from 'relay-runtime';
export type AdminRole = "admin" | "super_admin" | "%future added value";
export type AdminLoginInput = {
  password: string;
  username: string;
};
export type AdminLoginScreenMutation$variables = {
  input: AdminLoginInput;
};
export type AdminLoginScreenMutation$data = {
  readonly adminLogin: {
    readonly __typename: string;
    readonly admin?: {
      readonly id: string;
      readonly name: string;
      readonly role: AdminRole;
      readonly username: string;
    };
    readonly message?: string;
  };
};
export type AdminLoginScreenMutation = {
  response: AdminLoginScreenMutation$data;
  variables: AdminLoginScreenMutation$variables;
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
    "name": "adminLogin",
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
            "concreteType": "Admin",
            "kind": "LinkedField",
            "name": "admin",
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
                "name": "username",
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
                "name": "role",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AdminLoginPayload",
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
    "name": "AdminLoginScreenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminLoginScreenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c0c57152edba7e678163345c8d902d0895e1a0b83f3b57003294440ad8c65cd2",
    "metadata": {},
    "name": "AdminLoginScreenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "097bbf98f32393edec743bc3287d4f31";

export default node;
