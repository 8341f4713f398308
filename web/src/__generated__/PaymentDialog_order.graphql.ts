/**
 * @generated SignedSource<<c5c952a6491bf1b62f46fbe9a6b5c102>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentMethodKind = "card" | "instapay" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentDialog_order$data = {
  readonly id: string;
  readonly paymentMethod: PaymentMethodKind | null | undefined;
  readonly " $fragmentType": "PaymentDialog_order";
};
export type PaymentDialog_order$key = {
  readonly " $data"?: PaymentDialog_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentDialog_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentDialog_order",
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
      "name": "paymentMethod",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "6d6c636acb755489adafc0e498d7e2dd";

export default node;
