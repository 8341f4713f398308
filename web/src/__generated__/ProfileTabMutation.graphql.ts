/**
 * @generated SignedSource<<35751891aa2c39cc80b9f05da8f92410>>
 * @relayHash ef750e7833949c4f7b45f04b4cf68956
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3072b05843aa2c2853e6d9c2568f05b240482ad62084590bb940a3a840ca6c02

import { ConcreteRequest } from 'relay-runtime';
export type Language = "ar" | "en" | "%future added value";
export type ProfileUpdateInput = {
  address?: CustomerAddressInput | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  preferredLanguage?: Language | null | undefined;
};
export type CustomerAddressInput = {
  apartment?: string | null | undefined;
  area?: string | null | undefined;
  building?: string | null | undefined;
  deliveryNotes?: string | null | undefined;
  floor?: string | null | undefined;
  landmark?: string | null | undefined;
  name?: string | null | undefined;
  street?: string | null | undefined;
};
export type ProfileTabMutation$variables = {
  input: ProfileUpdateInput;
};
export type ProfileTabMutation$data = {
  readonly profileUpdate: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly viewer?: {
      readonly address: {
        readonly apartment: string;
        readonly area: string;
        readonly building: string;
        readonly deliveryNotes: string;
        readonly floor: string;
        readonly landmark: string;
        readonly name: string;
        readonly street: string;
      };
      readonly email: string;
      readonly name: string;
      readonly phone: string | null | undefined;
    };
  };
};
export type ProfileTabMutation = {
  response: ProfileTabMutation$data;
  variables: ProfileTabMutation$variables;
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
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
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
    "name": "profileUpdate",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomerAddress",
                "kind": "LinkedField",
                "name": "address",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "street",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "apartment",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "building",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "floor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "area",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "landmark",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deliveryNotes",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ProfileUpdatePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
              (v2/*:: as any*/)
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
          (v2/*:: as any*/)
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
    "name": "ProfileTabMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileTabMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "3072b05843aa2c2853e6d9c2568f05b240482ad62084590bb940a3a840ca6c02",
    "metadata": {},
    "name": "ProfileTabMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c1e86f4c40efaa6065af5b953534f92b";

export default node;
