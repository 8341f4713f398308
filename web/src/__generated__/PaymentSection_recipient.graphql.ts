/**
 * @generated SignedSource<<30dc3ccd531aa45cff4a36545180ba2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentSection_recipient$data = {
  readonly accountName: string;
  readonly address: string;
  readonly " $fragmentType": "PaymentSection_recipient";
};
export type PaymentSection_recipient$key = {
  readonly " $data"?: PaymentSection_recipient$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentSection_recipient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentSection_recipient",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountName",
      "storageKey": null
    }
  ],
  "type": "InstapayRecipient",
  "abstractKey": null
};

(node as any).hash = "8b153c845fe97ecaf75f3a3a5d6d4578";

export default node;
