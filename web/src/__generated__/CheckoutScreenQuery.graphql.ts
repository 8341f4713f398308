/**
 * @generated SignedSource<<dd5d0ab95e8b6c5ea6793b0300d1c361>>
 * @relayHash e190d2720795af5469be4d1cb7e62fcb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac551148cce5f967bbb139469fd43909c62774ee7183d9de9c58169731be2b0a

import { ConcreteRequest } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type MealPortion = "large" | "standard" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type CheckoutScreenQuery$variables = Record<PropertyKey, never>;
export type CheckoutScreenQuery$data = {
  readonly me: {
    readonly hasUsedTrialBox: boolean;
    readonly id: string;
    readonly isSubscriber: boolean;
  } | null | undefined;
  readonly pendingOrder: {
    readonly defaultPortionSize: PortionSize;
    readonly deliveryFee: {
      readonly formatted: string;
      readonly piasters: number;
    };
    readonly deliverySlot: DeliverySlot;
    readonly discount: {
      readonly formatted: string;
      readonly piasters: number;
    };
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly id: string;
      readonly meal: {
        readonly id: string;
        readonly title: string;
      };
      readonly portionSize: MealPortion;
    }>;
    readonly mealCount: number;
    readonly subtotal: {
      readonly formatted: string;
    };
    readonly total: {
      readonly formatted: string;
    };
    readonly week: {
      readonly databaseId: number;
      readonly deliveryDate: any;
      readonly label: string;
    };
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
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Customer",
  "kind": "LinkedField",
  "name": "me",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasUsedTrialBox",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSubscriber",
      "storageKey": null
    }
  ],
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
  "name": "deliverySlot",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveryDate",
  "storageKey": null
},
v8 = {
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "subtotal",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "piasters",
    "storageKey": null
  },
  (v9/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "discount",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "deliveryFee",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "total",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckoutScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "pendingOrder",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Week",
            "kind": "LinkedField",
            "name": "week",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v11/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/)
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
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "pendingOrder",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Week",
            "kind": "LinkedField",
            "name": "week",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v11/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ac551148cce5f967bbb139469fd43909c62774ee7183d9de9c58169731be2b0a",
    "metadata": {},
    "name": "CheckoutScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bd7b334310254317ad31ed53f876628a";

export default node;
