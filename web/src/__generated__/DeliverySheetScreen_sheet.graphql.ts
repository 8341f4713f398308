/**
 * @generated SignedSource<<194046db3e086f8d2abad624225b36db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BagPortion = "large" | "standard" | "%future added value";
export type DeliverySlot = "evening" | "morning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeliverySheetScreen_sheet$data = {
  readonly areas: ReadonlyArray<{
    readonly area: string;
    readonly deliveries: ReadonlyArray<{
      readonly address: {
        readonly landmark: string;
      };
      readonly addressLine: string;
      readonly bag: ReadonlyArray<{
        readonly portion: BagPortion;
        readonly quantity: number;
        readonly title: string;
      }>;
      readonly delivered: boolean;
      readonly mealCount: number;
      readonly name: string;
      readonly notes: string;
      readonly orderDatabaseId: number;
      readonly phone: string;
    }>;
  }>;
  readonly deliveryCount: number;
  readonly mealCount: number;
  readonly slot: DeliverySlot;
  readonly weekLabel: string;
  readonly " $fragmentType": "DeliverySheetScreen_sheet";
};
export type DeliverySheetScreen_sheet$key = {
  readonly " $data"?: DeliverySheetScreen_sheet$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliverySheetScreen_sheet">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mealCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliverySheetScreen_sheet",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slot",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryCount",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "DeliverySheetArea",
      "kind": "LinkedField",
      "name": "areas",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "area",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DeliverySheetEntry",
          "kind": "LinkedField",
          "name": "deliveries",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "orderDatabaseId",
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
              "name": "phone",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "addressLine",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "DeliveryAddress",
              "kind": "LinkedField",
              "name": "address",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "landmark",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "notes",
              "storageKey": null
            },
            (v0/*:: as any*/),
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
              "concreteType": "BagLine",
              "kind": "LinkedField",
              "name": "bag",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "portion",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "quantity",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DeliverySheet",
  "abstractKey": null
};
})();

(node as any).hash = "cd3040307cb8c8d62e826346cb9a4b7a";

export default node;
