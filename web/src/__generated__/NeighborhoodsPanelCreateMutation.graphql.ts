/**
 * @generated SignedSource<<fab0373890e2c240c974f8a74a5a1e27>>
 * @relayHash 345916884f921ed0df471e10ee63eaa5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 292472ea498431b0453fd535d06700d82ffca3895d9900a1d0e7fd073ddeba59

import { ConcreteRequest } from 'relay-runtime';
export type NeighborhoodCreateInput = {
  city?: string | null | undefined;
  isServiced?: boolean | null | undefined;
  name: string;
  nameAr?: string | null | undefined;
};
export type NeighborhoodsPanelCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: NeighborhoodCreateInput;
};
export type NeighborhoodsPanelCreateMutation$data = {
  readonly neighborhoodCreate: {
    readonly __typename: string;
    readonly message?: string;
    readonly neighborhood?: {
      readonly city: string;
      readonly id: string;
      readonly isServiced: boolean;
      readonly name: string;
      readonly nameAr: string;
    };
  };
};
export type NeighborhoodsPanelCreateMutation = {
  response: NeighborhoodsPanelCreateMutation$data;
  variables: NeighborhoodsPanelCreateMutation$variables;
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
  "concreteType": "Neighborhood",
  "kind": "LinkedField",
  "name": "neighborhood",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameAr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isServiced",
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
    "name": "NeighborhoodsPanelCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "neighborhoodCreate",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "NeighborhoodPayload",
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
    "name": "NeighborhoodsPanelCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "neighborhoodCreate",
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
                "handle": "appendNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "neighborhood",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "NeighborhoodEdge"
                  }
                ]
              }
            ],
            "type": "NeighborhoodPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "292472ea498431b0453fd535d06700d82ffca3895d9900a1d0e7fd073ddeba59",
    "metadata": {},
    "name": "NeighborhoodsPanelCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1ca5c59a6fc82abe48abf51bb45ec8d7";

export default node;
