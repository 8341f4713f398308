/**
 * @generated SignedSource<<86e099b287ea0325b83aef3e11c9b0a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type MealPortion = "large" | "standard" | "%future added value";
export type OrderStatus = "cancelled" | "not_selected" | "selected" | "skipped" | "%future added value";
export type PaymentMethodKind = "card" | "instapay" | "%future added value";
export type PaymentStatus = "confirmed" | "failed" | "pending" | "processing" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type WeekRestriction = "start_subscription" | "subscription_needed" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UpcomingWeekCard_entry$data = {
  readonly order: {
    readonly canChangePayment: boolean;
    readonly canEdit: boolean;
    readonly canSkip: boolean;
    readonly canUnskip: boolean;
    readonly defaultPortionSize: PortionSize;
    readonly deliverySlot: DeliverySlot;
    readonly id: string;
    readonly isDeadlinePassed: boolean;
    readonly items: ReadonlyArray<{
      readonly id: string;
      readonly meal: {
        readonly id: string;
        readonly title: string;
      };
      readonly pickedForYou: string | null | undefined;
      readonly portionSize: MealPortion;
    }>;
    readonly mealCount: number;
    readonly paymentMethod: PaymentMethodKind | null | undefined;
    readonly paymentStatus: PaymentStatus;
    readonly status: OrderStatus;
    readonly total: {
      readonly piasters: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"DeliveryDialog_order" | "MealEditorDialog_order" | "PaymentDialog_order">;
  } | null | undefined;
  readonly restriction: WeekRestriction | null | undefined;
  readonly week: {
    readonly databaseId: number;
    readonly deliveryDate: any;
    readonly endDate: any;
    readonly label: string;
    readonly orderDeadline: any;
    readonly startDate: any;
  };
  readonly " $fragmentType": "UpcomingWeekCard_entry";
};
export type UpcomingWeekCard_entry$key = {
  readonly " $data"?: UpcomingWeekCard_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingWeekCard_entry">;
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
  "name": "UpcomingWeekCard_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "restriction",
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
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deliveryDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderDeadline",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "order",
      "plural": false,
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
          "name": "paymentStatus",
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
          "name": "isDeadlinePassed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canEdit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canSkip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canUnskip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canChangePayment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OrderItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
              "name": "pickedForYou",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Meal",
              "kind": "LinkedField",
              "name": "meal",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "MealEditorDialog_order"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeliveryDialog_order"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaymentDialog_order"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UpcomingWeek",
  "abstractKey": null
};
})();

(node as any).hash = "a0b5e5f3eb8efe24c2b784520ba69e14";

export default node;
