/**
 * @generated SignedSource<<e4ed400b5394fbc636f11f8c16b26b2b>>
 * @relayHash e73ab0dc990097abcae37c6d2cadd3cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 454bbf8b7004862c498c92d583f3c1eaa5eb3dafd24599720b0d7ef4d072f989

import { ConcreteRequest } from 'relay-runtime';
export type ReferralsPanelRevokeMutation$variables = {
  referralId: number;
};
export type ReferralsPanelRevokeMutation$data = {
  readonly referralCreditRevoke: {
    readonly __typename: string;
    readonly message?: string;
    readonly referralId?: number;
    readonly revoked?: {
      readonly piasters: number;
    };
  };
};
export type ReferralsPanelRevokeMutation = {
  response: ReferralsPanelRevokeMutation$data;
  variables: ReferralsPanelRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "referralId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "referralId",
        "variableName": "referralId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "referralCreditRevoke",
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
            "name": "referralId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "revoked",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "piasters",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReferralCreditRevokePayload",
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
    "name": "ReferralsPanelRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReferralsPanelRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "454bbf8b7004862c498c92d583f3c1eaa5eb3dafd24599720b0d7ef4d072f989",
    "metadata": {},
    "name": "ReferralsPanelRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "26868453bacb5cba17cb3bae863e0cb9";

export default node;
