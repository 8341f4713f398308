/**
 * @generated SignedSource<<c74f99280b230cb6ee819a293bda67f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type PaymentMethodKind = "card" | "instapay" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentReceipt_order$data = {
  readonly databaseId: number;
  readonly defaultPortionSize: PortionSize;
  readonly deliverySlot: DeliverySlot;
  readonly mealCount: number;
  readonly paymentMethod: PaymentMethodKind | null | undefined;
  readonly total: {
    readonly formatted: string;
  };
  readonly week: {
    readonly label: string;
  };
  readonly " $fragmentType": "PaymentReceipt_order";
};
export type PaymentReceipt_order$key = {
  readonly " $data"?: PaymentReceipt_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentReceipt_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentReceipt_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Week",
      "kind": "LinkedField",
      "name": "week",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
      "name": "paymentMethod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "39a0a937e6bb5def64748223bf89b040";

export default node;
