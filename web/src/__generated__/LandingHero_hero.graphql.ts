/**
 * @generated SignedSource<<a6295d8f4492e72bed91f5d7c3069e79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LandingHero_hero$data = {
  readonly backgroundImageUrl: string;
  readonly headline: string;
  readonly " $fragmentType": "LandingHero_hero";
};
export type LandingHero_hero$key = {
  readonly " $data"?: LandingHero_hero$data;
  readonly " $fragmentSpreads": FragmentRefs<"LandingHero_hero">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LandingHero_hero",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "backgroundImageUrl",
      "storageKey": null
    }
  ],
  "type": "LandingHero",
  "abstractKey": null
};

(node as any).hash = "3bb928265edcec8f1273bd858dc164fc";

export default node;
