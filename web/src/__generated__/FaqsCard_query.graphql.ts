/**
 * @generated SignedSource<<f89289a995a462654a5e2f09667b2a5d>>
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
        readonly displayOrder: number;
        readonly id: string;
        readonly isActive: boolean;
        readonly question: string;
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b0f226b42d96e92a4affc8be91cf2392";

export default node;
