/**
 * @generated SignedSource<<b963d7447f17488c5e7190e55939c4a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FaqsCard_query$data = {
  readonly adminFaqs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly answer: string;
        readonly answerAr: string;
        readonly displayOrder: number;
        readonly id: string;
        readonly isActive: boolean;
        readonly question: string;
        readonly questionAr: string;
      };
    }>;
  };
  readonly " $fragmentType": "FaqsCard_query";
};
export type FaqsCard_query$key = {
  readonly " $data"?: FaqsCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FaqsCard_query">;
};

import FaqsCardQuery_graphql from './FaqsCardQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": FaqsCardQuery_graphql
    }
  },
  "name": "FaqsCard_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "402d52c2fd2d32d2890cc61b50057092";

export default node;
