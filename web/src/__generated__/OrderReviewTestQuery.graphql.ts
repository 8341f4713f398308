/**
 * @generated SignedSource<<cbacff18494cc99cd16766329e45fc40>>
 * @relayHash 6e2f5034b0b1e1fa52a58a41fdec87f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c3b1cf377191884ff21617049df7c7353c19f6596e8bb3f309f7c7cf21a5728

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
    "id": "9c3b1cf377191884ff21617049df7c7353c19f6596e8bb3f309f7c7cf21a5728",
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
        "viewer.pendingOrder.week.id": (v1/*:: as any*/),
        "viewer.pendingOrder.week.label": (v2/*:: as any*/)
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
