/**
 * @generated SignedSource<<adb121a55379ee2c288a57d6c2202723>>
 * @relayHash b6208cac50f11ae67c97293123ce94f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12d1b916668776a96bfadf11468d00fb1386f30198775df723edb513ab46b26e

import { ConcreteRequest } from 'relay-runtime';
export type AdminRole = "admin" | "super_admin" | "%future added value";
export type AdminUpdateInput = {
  email?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  password?: string | null | undefined;
  role?: AdminRole | null | undefined;
  username?: string | null | undefined;
};
export type AdminFormDialogUpdateMutation$variables = {
  input: AdminUpdateInput;
};
export type AdminFormDialogUpdateMutation$data = {
  readonly adminUpdate: {
    readonly __typename: string;
    readonly admin?: {
      readonly email: string;
      readonly id: string;
      readonly name: string;
      readonly role: AdminRole;
      readonly username: string;
    };
    readonly message?: string;
  };
};
export type AdminFormDialogUpdateMutation = {
  response: AdminFormDialogUpdateMutation$data;
  variables: AdminFormDialogUpdateMutation$variables;
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
    "name": "adminUpdate",
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
                "name": "email",
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
        "type": "AdminPayload",
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
    "name": "AdminFormDialogUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminFormDialogUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "12d1b916668776a96bfadf11468d00fb1386f30198775df723edb513ab46b26e",
    "metadata": {},
    "name": "AdminFormDialogUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "88e917e7acff1317b66964659404acc3";

export default node;
