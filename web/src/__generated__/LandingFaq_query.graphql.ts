/**
 * @generated SignedSource<<195f52d4f1ded3163345989cbd049867>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LandingFaq_query$data = {
  readonly faqs: ReadonlyArray<{
    readonly answer: string;
    readonly id: string;
    readonly question: string;
  }>;
  readonly " $fragmentType": "LandingFaq_query";
};
export type LandingFaq_query$key = {
  readonly " $data"?: LandingFaq_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LandingFaq_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LandingFaq_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Faq",
      "kind": "LinkedField",
      "name": "faqs",
      "plural": true,
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "af092f987ff9eaf49fdeeaffecad56c4";

export default node;
