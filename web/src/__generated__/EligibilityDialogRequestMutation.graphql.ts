/**
 * @generated SignedSource<<7b47f59149b270cf425450034b206823>>
 * @relayHash 600de33e404107c75484edac8b53cbe4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8291f869e46e7e13a0232137cf43386ec92fb580a8b971f3f687c872e042a1ea

import { ConcreteRequest } from 'relay-runtime';
export type InvitationRequestInput = {
  email: string;
  neighborhood: string;
};
export type EligibilityDialogRequestMutation$variables = {
  input: InvitationRequestInput;
};
export type EligibilityDialogRequestMutation$data = {
  readonly invitationRequest: {
    readonly __typename: "EligibilityCheckPayload";
    readonly message: string;
    readonly redirectToLogin: boolean;
    readonly success: boolean;
  } | {
    readonly __typename: "RateLimitError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type EligibilityDialogRequestMutation = {
  response: EligibilityDialogRequestMutation$data;
  variables: EligibilityDialogRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
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
    "name": "invitationRequest",
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
            "name": "success",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "redirectToLogin",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "type": "EligibilityCheckPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "RateLimitError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "EligibilityDialogRequestMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EligibilityDialogRequestMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "8291f869e46e7e13a0232137cf43386ec92fb580a8b971f3f687c872e042a1ea",
    "metadata": {},
    "name": "EligibilityDialogRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1b9064b373cf1fda069b6b77cf3ffac4";

export default node;
