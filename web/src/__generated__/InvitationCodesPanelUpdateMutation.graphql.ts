/**
 * @generated SignedSource<<d49964f02f261a06f98703f8fc1b8b11>>
 * @relayHash 4a953b2a3daeee39acec03c1cf15f153
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1f67e27a4b9abbd476165cc60710ef9864bfab73a7a89368bf138cf1a93fbbb

import { ConcreteRequest } from 'relay-runtime';
export type InvitationCodeUpdateInput = {
  code?: string | null | undefined;
  description?: string | null | undefined;
  id: string;
  isActive?: boolean | null | undefined;
  maxUses?: number | null | undefined;
  unlimited?: boolean | null | undefined;
};
export type InvitationCodesPanelUpdateMutation$variables = {
  input: InvitationCodeUpdateInput;
};
export type InvitationCodesPanelUpdateMutation$data = {
  readonly invitationCodeUpdate: {
    readonly __typename: string;
    readonly invitationCode?: {
      readonly code: string;
      readonly currentUses: number;
      readonly description: string;
      readonly id: string;
      readonly isActive: boolean;
      readonly maxUses: number | null | undefined;
    };
    readonly message?: string;
  };
};
export type InvitationCodesPanelUpdateMutation = {
  response: InvitationCodesPanelUpdateMutation$data;
  variables: InvitationCodesPanelUpdateMutation$variables;
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
    "name": "invitationCodeUpdate",
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
            "concreteType": "InvitationCode",
            "kind": "LinkedField",
            "name": "invitationCode",
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
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isActive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxUses",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentUses",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "InvitationCodePayload",
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
    "name": "InvitationCodesPanelUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationCodesPanelUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d1f67e27a4b9abbd476165cc60710ef9864bfab73a7a89368bf138cf1a93fbbb",
    "metadata": {},
    "name": "InvitationCodesPanelUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "30f907866d92935dc92eecd0cdeaf2a0";

export default node;
