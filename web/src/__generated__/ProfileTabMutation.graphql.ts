/**
 * @generated SignedSource<<53d598d54b946e83e167559802778eab>>
 * @relayHash eb8b14fbcce28bdb6b6d0e170d185096
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00744f69920f0172b3d5049cd8132018cd63847a33e4a4df780a95d3f85e67e7

import { ConcreteRequest } from 'relay-runtime';
export type ProfileUpdateInput = {
  address?: CustomerAddressInput | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
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
    "name": "ProfileTabMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileTabMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "00744f69920f0172b3d5049cd8132018cd63847a33e4a4df780a95d3f85e67e7",
    "metadata": {},
    "name": "ProfileTabMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb7cbc39ff7cccf1594582f2624c3504";

export default node;
