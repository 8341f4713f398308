/**
 * @generated SignedSource<<3f4590b2374e62d84fb468aded93d6bc>>
 * @relayHash 5de4e2518f9062423ddce7de6d1edeab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e350b0166c70dd97a6a118453e362c3da31cb2d22b67868b4816f9f3073e2d9

import { ConcreteRequest } from 'relay-runtime';
export type EligibilityCheckInput = {
  email: string;
  invitationCode: string;
  neighborhood: string;
};
export type EligibilityDialogCheckMutation$variables = {
  input: EligibilityCheckInput;
};
export type EligibilityDialogCheckMutation$data = {
  readonly eligibilityCheck: {
    readonly __typename: "EligibilityCheckPayload";
    readonly field: string | null | undefined;
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
export type EligibilityDialogCheckMutation = {
  response: EligibilityDialogCheckMutation$data;
  variables: EligibilityDialogCheckMutation$variables;
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
    "name": "eligibilityCheck",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
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
    "name": "EligibilityDialogCheckMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EligibilityDialogCheckMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "9e350b0166c70dd97a6a118453e362c3da31cb2d22b67868b4816f9f3073e2d9",
    "metadata": {},
    "name": "EligibilityDialogCheckMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6fe5f663873d66dfa9d34a0ce3580c61";

export default node;
