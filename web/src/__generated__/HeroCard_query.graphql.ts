/**
 * @generated SignedSource<<398aa47b15d018f620e49c748eee0e6b>>
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ctaText",
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

(node as any).hash = "e2dd5772d28ffb16f2981ec919dd372c";

export default node;
