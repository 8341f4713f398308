/**
 * @generated SignedSource<<9072335d91bc77ba553a12591e85c530>>
 * @relayHash 5b8a25dcad82c5c2a03d27c3f8b74b8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e72b2bf064381b400d4379b4e15b150e8f47c0892f328aa7e1240e3c2425d63

import { ConcreteRequest } from 'relay-runtime';
export type OrderDeliveredUpdateInput = {
  delivered: boolean;
  orderId: string;
};
export type OrdersListTabDeliveredMutation$variables = {
  input: OrderDeliveredUpdateInput;
};
export type OrdersListTabDeliveredMutation$data = {
  readonly orderDeliveredUpdate: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly delivered: boolean;
      readonly id: string;
    };
  };
};
export type OrdersListTabDeliveredMutation = {
  response: OrdersListTabDeliveredMutation$data;
  variables: OrdersListTabDeliveredMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "orderDeliveredUpdate",
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
                "name": "delivered",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OrderDeliveredUpdatePayload",
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
    "name": "OrdersListTabDeliveredMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrdersListTabDeliveredMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2e72b2bf064381b400d4379b4e15b150e8f47c0892f328aa7e1240e3c2425d63",
    "metadata": {},
    "name": "OrdersListTabDeliveredMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8d0806248fe17608b5d84d75e4d8342b";

export default node;
