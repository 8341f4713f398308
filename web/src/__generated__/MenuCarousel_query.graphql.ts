/**
 * @generated SignedSource<<ebe4de1864cc2e75c24410b0dbd05f02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MenuCarousel_query$data = {
  readonly carouselMeals: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly imageUrl: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "MenuCarousel_query";
};
export type MenuCarousel_query$key = {
  readonly " $data"?: MenuCarousel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuCarousel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MenuCarousel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CarouselMeal",
      "kind": "LinkedField",
      "name": "carouselMeals",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fabd46c8f1b53edfe91bfb0531cdf601";

export default node;
