/**
 * @generated SignedSource<<2e17fd13705a6f4900f70d8ec90f23d1>>
 * @relayHash b8344e08ff6bcd39100bb8e43e07a354
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2cc0450fcf4a41321c0e1e34875ec66fb0300d0b64ab6107a9872a6cbae032f5

import { ConcreteRequest } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type OrderStatus = "cancelled" | "not_selected" | "selected" | "skipped" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type OrderDeliveryUpdateInput = {
  applyToFuture?: boolean | null | undefined;
  defaultPortionSize: PortionSize;
  deliverySlot: DeliverySlot;
  mealCount: number;
  weekId: string;
};
export type DeliveryDialogMutation$variables = {
  input: OrderDeliveryUpdateInput;
};
export type DeliveryDialogMutation$data = {
  readonly orderDeliveryUpdate: {
    readonly __typename: string;
    readonly futureOrders?: ReadonlyArray<{
      readonly defaultPortionSize: PortionSize;
      readonly deliverySlot: DeliverySlot;
      readonly id: string;
      readonly items: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly mealCount: number;
      readonly status: OrderStatus;
    }>;
    readonly message?: string;
    readonly order?: {
      readonly defaultPortionSize: PortionSize;
      readonly deliverySlot: DeliverySlot;
      readonly id: string;
      readonly items: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly mealCount: number;
      readonly status: OrderStatus;
      readonly total: {
        readonly formatted: string;
      };
    };
  };
};
export type DeliveryDialogMutation = {
  response: DeliveryDialogMutation$data;
  variables: DeliveryDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mealCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "defaultPortionSize",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliverySlot",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "OrderItem",
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "orderDeliveryUpdate",
    "plural": false,
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
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
                    "name": "formatted",
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
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "futureOrders",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "OrderDeliveryUpdatePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeliveryDialogMutation",
    "selections": (v7/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveryDialogMutation",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "2cc0450fcf4a41321c0e1e34875ec66fb0300d0b64ab6107a9872a6cbae032f5",
    "metadata": {},
    "name": "DeliveryDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c078ed8ad0d85ca17f9fe18f917c3f54";

export default node;
