/**
 * @generated SignedSource<<e911bfa1aedaf08838a120df3c803247>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NeighborhoodSelect_neighborhoods$data = ReadonlyArray<{
  readonly city: string;
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

(node as any).hash = "9ac25dd2eb8b96c6c88cbd1ffeed8071";

export default node;
