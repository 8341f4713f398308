/**
 * @generated SignedSource<<41399071271f4bfc4910e3e0369f3f5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentMethodKind = "card" | "instapay" | "%future added value";
export type PaymentStatus = "confirmed" | "failed" | "pending" | "processing" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UpcomingOrdersTab_order$data = {
  readonly createdAt: any;
  readonly customer: {
    readonly email: string;
    readonly name: string;
  };
  readonly databaseId: number;
  readonly id: string;
  readonly paymentMethod: PaymentMethodKind | null | undefined;
  readonly paymentProof: {
    readonly url: string;
  } | null | undefined;
  readonly paymentStatus: PaymentStatus;
  readonly total: {
    readonly piasters: number;
  };
  readonly " $fragmentType": "UpcomingOrdersTab_order";
};
export type UpcomingOrdersTab_order$key = {
  readonly " $data"?: UpcomingOrdersTab_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingOrdersTab_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpcomingOrdersTab_order",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
      "kind": "ScalarField",
      "name": "paymentStatus",
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
          "name": "piasters",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Customer",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
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
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UploadedFile",
      "kind": "LinkedField",
      "name": "paymentProof",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "3a2f1df59989a019ebc8153569df427d";

export default node;
