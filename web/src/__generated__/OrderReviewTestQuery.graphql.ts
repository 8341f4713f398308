/**
 * @generated SignedSource<<cb760a56a3106cb5907f7cc8e618f8f8>>
 * @relayHash f11dfd7f2038dc5aaecf59ea41492a88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb79da4a0c830e129c9c74f8cb05b26b7ccce1da2f4ea8e78d53658f0452ee84

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderReviewTestQuery$variables = Record<PropertyKey, never>;
export type OrderReviewTestQuery$data = {
  readonly viewer: {
    readonly pendingOrder: {
      readonly " $fragmentSpreads": FragmentRefs<"OrderReview_order">;
    } | null | undefined;
  } | null | undefined;
};
export type OrderReviewTestQuery = {
  response: OrderReviewTestQuery$data;
  variables: OrderReviewTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Date"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderReviewTestQuery",
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
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "pendingOrder",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrderReview_order"
              }
            ],
            "storageKey": null
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
    "name": "OrderReviewTestQuery",
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
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "pendingOrder",
            "plural": false,
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
                  (v0/*:: as any*/)
                ],
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
                  },
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "eb79da4a0c830e129c9c74f8cb05b26b7ccce1da2f4ea8e78d53658f0452ee84",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.pendingOrder": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Order"
        },
        "viewer.pendingOrder.defaultPortionSize": {
          "enumValues": [
            "large",
            "mixed",
            "standard"
          ],
          "nullable": false,
          "plural": false,
          "type": "PortionSize"
        },
        "viewer.pendingOrder.deliverySlot": {
          "enumValues": [
            "evening",
            "morning"
          ],
          "nullable": false,
          "plural": false,
          "type": "DeliverySlot"
        },
        "viewer.pendingOrder.id": (v1/*:: as any*/),
        "viewer.pendingOrder.items": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "OrderItem"
        },
        "viewer.pendingOrder.items.id": (v1/*:: as any*/),
        "viewer.pendingOrder.items.meal": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Meal"
        },
        "viewer.pendingOrder.items.meal.id": (v1/*:: as any*/),
        "viewer.pendingOrder.items.meal.title": (v2/*:: as any*/),
        "viewer.pendingOrder.items.portionSize": {
          "enumValues": [
            "large",
            "standard"
          ],
          "nullable": false,
          "plural": false,
          "type": "MealPortion"
        },
        "viewer.pendingOrder.mealCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.pendingOrder.week": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Week"
        },
        "viewer.pendingOrder.week.endDate": (v3/*:: as any*/),
        "viewer.pendingOrder.week.id": (v1/*:: as any*/),
        "viewer.pendingOrder.week.label": (v2/*:: as any*/),
        "viewer.pendingOrder.week.startDate": (v3/*:: as any*/)
      }
    },
    "name": "OrderReviewTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b799ce2c200f528a0506489727ac1dcc";

export default node;
