/**
 * @generated SignedSource<<2fdca6bde5998ad3ed780fed8950fe44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeliveryDialog_order$data = {
  readonly defaultPortionSize: PortionSize;
  readonly deliverySlot: DeliverySlot;
  readonly mealCount: number;
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
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "f3f9ee98f09a21346a3a98e339d9e97c";

export default node;
