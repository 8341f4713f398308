/**
 * @generated SignedSource<<e31c789e013b3704aef9b0f1be6a3c67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderType = "subscription" | "trial" | "%future added value";
export type PaymentRetryReason = "abandoned" | "declined" | "expired" | "unverified" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CheckoutForm_viewer$data = {
  readonly address: {
    readonly apartment: string;
    readonly area: string;
    readonly building: string;
    readonly deliveryNotes: string;
    readonly floor: string;
    readonly landmark: string;
    readonly name: string;
    readonly street: string;
  };
  readonly customer: {
    readonly hasUsedTrialBox: boolean;
    readonly name: string;
    readonly phone: string | null | undefined;
  };
  readonly pendingOrder: {
    readonly id: string;
    readonly orderType: OrderType | null | undefined;
    readonly paymentReference: string;
    readonly paymentRetry: {
      readonly reason: PaymentRetryReason;
    } | null | undefined;
    readonly subscription: {
      readonly " $fragmentSpreads": FragmentRefs<"checkoutAmounts_quote">;
    };
    readonly trial: {
      readonly " $fragmentSpreads": FragmentRefs<"checkoutAmounts_quote">;
    };
  } | null | undefined;
  readonly " $fragmentType": "CheckoutForm_viewer";
};
export type CheckoutForm_viewer$key = {
  readonly " $data"?: CheckoutForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutForm_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "piasters",
    "storageKey": null
  }
],
v2 = [
  {
    "kind": "InlineDataFragmentSpread",
    "name": "checkoutAmounts_quote",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "subtotal",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "discount",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "firstOrderDiscount",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "referralDiscount",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "credit",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "deliveryFee",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "total",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "CheckoutQuote",
        "abstractKey": null
      }
    ],
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Customer",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "hasUsedTrialBox",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerAddress",
      "kind": "LinkedField",
      "name": "address",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "street",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "apartment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "building",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "floor",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "landmark",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deliveryNotes",
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
      "name": "pendingOrder",
      "plural": false,
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
          "name": "orderType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentReference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentRetry",
          "kind": "LinkedField",
          "name": "paymentRetry",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": "subscription",
          "args": [
            {
              "kind": "Literal",
              "name": "orderType",
              "value": "subscription"
            }
          ],
          "concreteType": null,
          "kind": "LinkedField",
          "name": "checkoutQuote",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": "checkoutQuote(orderType:\"subscription\")"
        },
        {
          "alias": "trial",
          "args": [
            {
              "kind": "Literal",
              "name": "orderType",
              "value": "trial"
            }
          ],
          "concreteType": null,
          "kind": "LinkedField",
          "name": "checkoutQuote",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": "checkoutQuote(orderType:\"trial\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "4776fcab2b602d61116fb04d5b2260dc";

export default node;
