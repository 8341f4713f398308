/**
 * @generated SignedSource<<374a700070e198bb9b55e8bbad9db2ac>>
 * @relayHash c5616541ff1661b1ac555c0d87919b70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e14d41da7a0aca4068511290b198a6f972de7b645378219a88be8ed38cb1283b

import { ConcreteRequest } from 'relay-runtime';
export type OrderType = "subscription" | "trial" | "%future added value";
export type PaymentMethodKind = "card" | "instapay" | "%future added value";
export type PaymentStatus = "confirmed" | "failed" | "pending" | "processing" | "%future added value";
export type OrderCheckoutInput = {
  address: DeliveryAddressInput;
  deliveryNotes?: string | null | undefined;
  orderId: string;
  orderType: OrderType;
  paymentMethod: PaymentMethodKind;
  paymentProof?: any | null | undefined;
  replaceUnfinishedPayment?: boolean | null | undefined;
};
export type DeliveryAddressInput = {
  apartment?: string | null | undefined;
  area: string;
  building?: string | null | undefined;
  floor?: string | null | undefined;
  landmark?: string | null | undefined;
  name: string;
  phone: string;
  street: string;
};
export type CheckoutFormMutation$variables = {
  input: OrderCheckoutInput;
};
export type CheckoutFormMutation$data = {
  readonly orderCheckout: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly id: string;
      readonly orderType: OrderType | null | undefined;
      readonly paymentMethod: PaymentMethodKind | null | undefined;
      readonly paymentStatus: PaymentStatus;
    };
    readonly paymentUrl?: string | null | undefined;
  };
};
export type CheckoutFormMutation = {
  response: CheckoutFormMutation$data;
  variables: CheckoutFormMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "orderCheckout",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentUrl",
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
                "name": "orderType",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OrderCheckoutPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "CheckoutFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e14d41da7a0aca4068511290b198a6f972de7b645378219a88be8ed38cb1283b",
    "metadata": {},
    "name": "CheckoutFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3cf951e949fd5af3b11fa59f080281ad";

export default node;
