/**
 * @generated SignedSource<<90254db5c243db9c2dbfc5c7edf3a935>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutForm_neighborhoods$data = ReadonlyArray<{
  readonly displayName: string;
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
      "name": "displayName",
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

(node as any).hash = "896e442d2d744c0313a3ba89e9823cee";

export default node;
