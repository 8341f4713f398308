/**
 * @generated SignedSource<<5dfdd492f81a8a3b1685f1f4dd98c25e>>
 * @relayHash 4521cc57dfe7d13c67195b0a1984fb20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 459072e6bf31cd832646cbe5945047eba18ecece30abaae8fa57799e568ac232

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
        readonly piasters: number;
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
                    "name": "piasters",
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
    "id": "459072e6bf31cd832646cbe5945047eba18ecece30abaae8fa57799e568ac232",
    "metadata": {},
    "name": "DeliveryDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2ae80e80bac92865280d2324f7246e5";

export default node;
