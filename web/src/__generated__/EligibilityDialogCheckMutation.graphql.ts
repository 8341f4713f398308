/**
 * @generated SignedSource<<94753efa707aa738b1f5495375a93c55>>
 * @relayHash db45ecaf38e852c2f6a49c889f558909
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c55957f4d04991df9c255055f932f50eddb058936f37e41b76643f39b862380c

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
    "id": "c55957f4d04991df9c255055f932f50eddb058936f37e41b76643f39b862380c",
    "metadata": {},
    "name": "EligibilityDialogCheckMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9481b8af92fb718f5182133b59919282";

export default node;
