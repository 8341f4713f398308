/**
 * @generated SignedSource<<5661070b44e8f180ecfe7269f04d2f93>>
 * @relayHash 1952dda9aef095c62e6ca3ed3cce6f0c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8021b121595203752d8445cd80d39317882b524c1b0d169a696d411f64b0ad2

import { ConcreteRequest } from 'relay-runtime';
export type InstapayRecipientUpdateInput = {
  accountName: string;
  address: string;
};
export type InstapayPanelMutation$variables = {
  input: InstapayRecipientUpdateInput;
};
export type InstapayPanelMutation$data = {
  readonly instapayRecipientUpdate: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly recipient?: {
      readonly accountName: string;
      readonly address: string;
    };
  };
};
export type InstapayPanelMutation = {
  response: InstapayPanelMutation$data;
  variables: InstapayPanelMutation$variables;
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
    "name": "instapayRecipientUpdate",
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
            "concreteType": "InstapayRecipient",
            "kind": "LinkedField",
            "name": "recipient",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "InstapayRecipientUpdatePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "InstapayPanelMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InstapayPanelMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b8021b121595203752d8445cd80d39317882b524c1b0d169a696d411f64b0ad2",
    "metadata": {},
    "name": "InstapayPanelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "10c251d127951531d9bfa7f1ad8886c2";

export default node;
