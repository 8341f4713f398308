/**
 * @generated SignedSource<<300bbc69ecd8e00ff836c43ab2af8618>>
 * @relayHash ddca9dd6442c417096fc5ad311321a4e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af331d9337842a8eb1114e81fcef1808a42b99350b007a568d2f84d287944f29

import { ConcreteRequest } from 'relay-runtime';
export type InvitationCodeCreateInput = {
  code: string;
  description?: string | null | undefined;
  isActive?: boolean | null | undefined;
  maxUses?: number | null | undefined;
};
export type InvitationCodesPanelCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: InvitationCodeCreateInput;
};
export type InvitationCodesPanelCreateMutation$data = {
  readonly invitationCodeCreate: {
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
export type InvitationCodesPanelCreateMutation = {
  response: InvitationCodesPanelCreateMutation$data;
  variables: InvitationCodesPanelCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
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
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationCodesPanelCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "invitationCodeCreate",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "InvitationCodePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InvitationCodesPanelCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "invitationCodeCreate",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "invitationCode",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "InvitationCodeEdge"
                  }
                ]
              }
            ],
            "type": "InvitationCodePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "af331d9337842a8eb1114e81fcef1808a42b99350b007a568d2f84d287944f29",
    "metadata": {},
    "name": "InvitationCodesPanelCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5fcd82c94919442bcfe5537f6893f9fd";

export default node;
