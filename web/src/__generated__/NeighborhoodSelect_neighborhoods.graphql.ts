/**
 * @generated SignedSource<<20c35a82a47a6a62f564044f0dcc25b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NeighborhoodSelect_neighborhoods$data = ReadonlyArray<{
  readonly city: string;
  readonly displayName: string;
  readonly id: string;
  readonly isServiced: boolean;
  readonly name: string;
  readonly " $fragmentType": "NeighborhoodSelect_neighborhoods";
}>;
export type NeighborhoodSelect_neighborhoods$key = ReadonlyArray<{
  readonly " $data"?: NeighborhoodSelect_neighborhoods$data;
  readonly " $fragmentSpreads": FragmentRefs<"NeighborhoodSelect_neighborhoods">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NeighborhoodSelect_neighborhoods",
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
      "name": "displayName",
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
  "type": "Neighborhood",
  "abstractKey": null
};

(node as any).hash = "928cf19d588e4ea91bc173cf8e08131d";

export default node;
