/**
 * @generated SignedSource<<b1e367de0653de14ff05776745dd1770>>
 * @relayHash 664c189203b571f28bc1b8e4ac070ad9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ce21568c69468a9fe4241d9d22800921fe682d4e393c225e3fdcf2da8e78829

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
    "id": "9ce21568c69468a9fe4241d9d22800921fe682d4e393c225e3fdcf2da8e78829",
    "metadata": {},
    "name": "NeighborhoodsPanelCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d8b61e51717bbde409da03c7f79d2140";

export default node;
