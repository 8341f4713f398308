/**
 * @generated SignedSource<<0095d69f509fd01ca76634a0cf1b4208>>
 * @relayHash 5abeba859d57f374f2848b7950c51b94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 304965a5ce2e62579ba6371ea335aa5894537a197bec6bc3a2ad2671569ec75c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentRetryReason = "abandoned" | "declined" | "expired" | "unverified" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type CheckoutScreenQuery$variables = Record<PropertyKey, never>;
export type CheckoutScreenQuery$data = {
  readonly instapayRecipient: {
    readonly " $fragmentSpreads": FragmentRefs<"PaymentSection_recipient">;
  } | null | undefined;
  readonly neighborhoods: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CheckoutForm_neighborhoods">;
  }>;
  readonly viewer: {
    readonly customer: {
      readonly hasUsedTrialBox: boolean;
      readonly isSubscriber: boolean;
    };
    readonly pendingOrder: {
      readonly defaultPortionSize: PortionSize;
      readonly mealCount: number;
      readonly paymentRetry: {
        readonly bankMessage: string | null | undefined;
        readonly message: string;
        readonly reason: PaymentRetryReason;
      } | null | undefined;
      readonly week: {
        readonly databaseId: number;
      };
      readonly " $fragmentSpreads": FragmentRefs<"OrderReview_order">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CheckoutForm_viewer">;
  } | null | undefined;
};
export type CheckoutScreenQuery = {
  response: CheckoutScreenQuery$data;
  variables: CheckoutScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasUsedTrialBox",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSubscriber",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mealCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "defaultPortionSize",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankMessage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "piasters",
    "storageKey": null
  }
],
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  },
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isOrderCheckoutQuoteResult"
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
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "discount",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "firstOrderDiscount",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "referralDiscount",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "credit",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "deliveryFee",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "total",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      }
    ],
    "type": "CheckoutQuote",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckoutScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
              (v1/*:: as any*/)
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Week",
                "kind": "LinkedField",
                "name": "week",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrderReview_order"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CheckoutForm_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Neighborhood",
        "kind": "LinkedField",
        "name": "neighborhoods",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CheckoutForm_neighborhoods"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "InstapayRecipient",
        "kind": "LinkedField",
        "name": "instapayRecipient",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PaymentSection_recipient"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CheckoutScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
              (v1/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
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
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "pendingOrder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Week",
                "kind": "LinkedField",
                "name": "week",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              },
              (v5/*:: as any*/),
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
                "concreteType": "OrderItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
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
                    "concreteType": "Meal",
                    "kind": "LinkedField",
                    "name": "meal",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
                "storageKey": "checkoutQuote(orderType:\"trial\")"
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
              (v7/*:: as any*/),
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Neighborhood",
        "kind": "LinkedField",
        "name": "neighborhoods",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isServiced",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "InstapayRecipient",
        "kind": "LinkedField",
        "name": "instapayRecipient",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountName",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "304965a5ce2e62579ba6371ea335aa5894537a197bec6bc3a2ad2671569ec75c",
    "metadata": {},
    "name": "CheckoutScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9fa984d5f131924f81fddd0ed0bbc4f5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
