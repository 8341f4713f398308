/**
 * @generated SignedSource<<cd4b7eb7b4911a1b64e3d7f223d25c81>>
 * @relayHash a06a792f928cdae4a9fd02c93ae4bd03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65b003ddafd23853282fbe0e655bdaa24d51ce3110411c0c985399dd8f5ad5d3

import { ConcreteRequest } from 'relay-runtime';
export type FaqsCardQuery$variables = Record<PropertyKey, never>;
export type FaqsCardQuery$data = {
  readonly adminFaqs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly answer: string;
        readonly displayOrder: number;
        readonly id: string;
        readonly isActive: boolean;
        readonly question: string;
      };
    }>;
  };
};
export type FaqsCardQuery = {
  response: FaqsCardQuery$data;
  variables: FaqsCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "AdminFaqConnection",
    "kind": "LinkedField",
    "name": "adminFaqs",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminFaqEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Faq",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "question",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayOrder",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isActive",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "adminFaqs(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FaqsCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FaqsCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "65b003ddafd23853282fbe0e655bdaa24d51ce3110411c0c985399dd8f5ad5d3",
    "metadata": {},
    "name": "FaqsCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab1918a7e401641b16872607a803d94a";

export default node;
