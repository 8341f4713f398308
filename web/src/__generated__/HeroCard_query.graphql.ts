/**
 * @generated SignedSource<<64c88930272e52f2500163f1c127bb72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HeroCard_query$data = {
  readonly adminLandingHero: {
    readonly backgroundImageUrl: string;
    readonly ctaText: string;
    readonly ctaTextAr: string;
    readonly ctaUrl: string;
    readonly id: string;
    readonly isActive: boolean;
  } | null | undefined;
  readonly " $fragmentType": "HeroCard_query";
};
export type HeroCard_query$key = {
  readonly " $data"?: HeroCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeroCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeroCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LandingHero",
      "kind": "LinkedField",
      "name": "adminLandingHero",
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
          "name": "backgroundImageUrl",
          "storageKey": null
        },
        {
          "alias": "ctaText",
          "args": null,
          "kind": "ScalarField",
          "name": "ctaTextEn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ctaTextAr",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ctaUrl",
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
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0313f16f25acd9b71b75941f812df3ee";

export default node;
