/**
 * @generated SignedSource<<629725c54beb939a364793bda3af9f7d>>
 * @relayHash 024e4c309d02ef46adef14afa47bd636
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a16201e63b81e9ed04f052f310b862cd56ff6809eca7738d038a3117ef591ec7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FaqsCardQuery$variables = Record<PropertyKey, never>;
export type FaqsCardQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FaqsCard_query">;
};
export type FaqsCardQuery = {
  response: FaqsCardQuery$data;
  variables: FaqsCardQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FaqsCardQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FaqsCard_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FaqsCardQuery",
    "selections": [
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
                    "alias": "question",
                    "args": null,
                    "kind": "ScalarField",
                    "name": "questionEn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "questionAr",
                    "storageKey": null
                  },
                  {
                    "alias": "answer",
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answerEn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answerAr",
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
    ]
  },
  "params": {
    "id": "a16201e63b81e9ed04f052f310b862cd56ff6809eca7738d038a3117ef591ec7",
    "metadata": {},
    "name": "FaqsCardQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "402d52c2fd2d32d2890cc61b50057092";

export default node;
