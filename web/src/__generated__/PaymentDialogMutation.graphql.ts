/**
 * @generated SignedSource<<ecbabb6c5cc0f1cfe8bd41d4de00f04c>>
 * @relayHash 18ccab9a3bab806ef9f1a8010aa815ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe2d00917f51af673b52ac2b283554e2ab3f2346deebf28e79246f290a658d8b

import { ConcreteRequest } from 'relay-runtime';
export type PaymentMethodKind = "card" | "instapay" | "%future added value";
export type OrderPaymentUpdateInput = {
  applyToFuture?: boolean | null | undefined;
  orderId: string;
  paymentMethod: PaymentMethodKind;
};
export type PaymentDialogMutation$variables = {
  input: OrderPaymentUpdateInput;
};
export type PaymentDialogMutation$data = {
  readonly orderPaymentUpdate: {
    readonly __typename: string;
    readonly futureOrders?: ReadonlyArray<{
      readonly id: string;
      readonly paymentMethod: PaymentMethodKind | null | undefined;
    }>;
    readonly message?: string;
    readonly order?: {
      readonly id: string;
      readonly paymentMethod: PaymentMethodKind | null | undefined;
    };
  };
};
export type PaymentDialogMutation = {
  response: PaymentDialogMutation$data;
  variables: PaymentDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "paymentMethod",
    "storageKey": null
  }
],
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
    "name": "orderPaymentUpdate",
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
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "futureOrders",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "OrderPaymentUpdatePayload",
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
    "name": "PaymentDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "fe2d00917f51af673b52ac2b283554e2ab3f2346deebf28e79246f290a658d8b",
    "metadata": {},
    "name": "PaymentDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8e3ac3a397ac0b589a5fe170bf128af8";

export default node;
