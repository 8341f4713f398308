/**
 * @generated SignedSource<<e23e9a26228ef3aae5e51eef7bc54087>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type SubscriptionStatus = "active" | "cancelled" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionTab_subscription$data = {
  readonly cancelledAt: any | null | undefined;
  readonly deliverySlot: DeliverySlot;
  readonly id: string;
  readonly mealCount: number;
  readonly paymentMethod: {
    readonly cardBrand: string;
    readonly id: string;
    readonly last4: string;
  } | null | undefined;
  readonly portionSize: PortionSize;
  readonly status: SubscriptionStatus;
  readonly " $fragmentType": "SubscriptionTab_subscription";
};
export type SubscriptionTab_subscription$key = {
  readonly " $data"?: SubscriptionTab_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTab_subscription">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionTab_subscription",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelledAt",
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
      "name": "portionSize",
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
      "concreteType": "PaymentMethod",
      "kind": "LinkedField",
      "name": "paymentMethod",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardBrand",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last4",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CustomerSubscription",
  "abstractKey": null
};
})();

(node as any).hash = "046c617db434a3b8f0f60583c0b919a3";

export default node;
