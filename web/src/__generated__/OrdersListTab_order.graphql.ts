/**
 * @generated SignedSource<<d2c98af632dd77f1b4435b7757307faf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type PaymentMethodKind = "card" | "instapay" | "%future added value";
export type PaymentStatus = "confirmed" | "failed" | "pending" | "processing" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrdersListTab_order$data = {
  readonly customer: {
    readonly email: string;
    readonly name: string;
    readonly phone: string | null | undefined;
  };
  readonly databaseId: number;
  readonly defaultPortionSize: PortionSize;
  readonly delivered: boolean;
  readonly deliveryAddress: {
    readonly area: string;
  };
  readonly deliverySlot: DeliverySlot;
  readonly id: string;
  readonly mealCount: number;
  readonly noFittingMealsAt: any | null | undefined;
  readonly paymentMethod: PaymentMethodKind | null | undefined;
  readonly paymentStatus: PaymentStatus;
  readonly total: {
    readonly piasters: number;
  };
  readonly " $fragmentType": "OrdersListTab_order";
};
export type OrdersListTab_order$key = {
  readonly " $data"?: OrdersListTab_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrdersListTab_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrdersListTab_order",
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
      "name": "delivered",
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
      "kind": "ScalarField",
      "name": "noFittingMealsAt",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeliveryAddress",
      "kind": "LinkedField",
      "name": "deliveryAddress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "area",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "32775ca94700c5cb8cf544602d4a899a";

export default node;
