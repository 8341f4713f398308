/**
 * @generated SignedSource<<42f64f1fb571e79f97b75872f4cc1b85>>
 * @relayHash 9d7416d162f8f313f120d4bee62eb85f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a0596079a299ad0cb53e0eaf30953d8ec67f1f9e922c30546ba64ab9c68c84b

import { ConcreteRequest } from 'relay-runtime';
export type WaitlistEntryInviteInput = {
  id: string;
};
export type WaitlistPanelInviteMutation$variables = {
  input: WaitlistEntryInviteInput;
};
export type WaitlistPanelInviteMutation$data = {
  readonly waitlistEntryInvite: {
    readonly __typename: string;
    readonly code?: string;
    readonly email?: string;
    readonly message?: string;
  };
};
export type WaitlistPanelInviteMutation = {
  response: WaitlistPanelInviteMutation$data;
  variables: WaitlistPanelInviteMutation$variables;
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
    "name": "waitlistEntryInvite",
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
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          }
        ],
        "type": "WaitlistEntryInvitePayload",
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
    "name": "WaitlistPanelInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WaitlistPanelInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3a0596079a299ad0cb53e0eaf30953d8ec67f1f9e922c30546ba64ab9c68c84b",
    "metadata": {},
    "name": "WaitlistPanelInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ee781913ecbd560144ef2bb4e81fbefe";

export default node;
