/**
 * @generated SignedSource<<4a8c0d1de7e9e664b91041ae8a2885b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type PaymentStatus = "confirmed" | "failed" | "pending" | "processing" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeliveryDialog_order$data = {
  readonly defaultPortionSize: PortionSize;
  readonly deliverySlot: DeliverySlot;
  readonly mealCount: number;
  readonly paymentStatus: PaymentStatus;
  readonly " $fragmentType": "DeliveryDialog_order";
};
export type DeliveryDialog_order$key = {
  readonly " $data"?: DeliveryDialog_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryDialog_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryDialog_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mealCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultPortionSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliverySlot",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentStatus",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "72cab02343fb4f94c8d85f6d090170eb";

export default node;
