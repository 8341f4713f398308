/**
 * @generated SignedSource<<7184925b76ea37370a6ef834a07c527e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutForm_neighborhoods$data = ReadonlyArray<{
  readonly id: string;
  readonly isServiced: boolean;
  readonly name: string;
  readonly " $fragmentType": "CheckoutForm_neighborhoods";
}>;
export type CheckoutForm_neighborhoods$key = ReadonlyArray<{
  readonly " $data"?: CheckoutForm_neighborhoods$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutForm_neighborhoods">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CheckoutForm_neighborhoods",
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
      "name": "isServiced",
      "storageKey": null
    }
  ],
  "type": "Neighborhood",
  "abstractKey": null
};

(node as any).hash = "436874e1b40db8d81cc92db2f175f670";

export default node;
