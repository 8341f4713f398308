/**
 * @generated SignedSource<<07aabdef04a743a1a24d74b9db92b7f3>>
 * @relayHash e7e1a927d409d7eebf9200e68e5edbbc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74d16f8b03fcd663cca86b98e067abb122bd4147f44eec8e8ea012016b79ca2e

import { ConcreteRequest } from 'relay-runtime';
export type OrderDeliveredMarkManyInput = {
  orderIds: ReadonlyArray<string>;
};
export type OrdersListTabMarkManyMutation$variables = {
  input: OrderDeliveredMarkManyInput;
};
export type OrdersListTabMarkManyMutation$data = {
  readonly orderDeliveredMarkMany: {
    readonly __typename: string;
    readonly message?: string;
    readonly orders?: ReadonlyArray<{
      readonly delivered: boolean;
      readonly id: string;
    }>;
  };
};
export type OrdersListTabMarkManyMutation = {
  response: OrdersListTabMarkManyMutation$data;
  variables: OrdersListTabMarkManyMutation$variables;
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
    "name": "orderDeliveredMarkMany",
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
            "name": "orders",
            "plural": true,
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
        "type": "OrderDeliveredMarkManyPayload",
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
    "name": "OrdersListTabMarkManyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrdersListTabMarkManyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "74d16f8b03fcd663cca86b98e067abb122bd4147f44eec8e8ea012016b79ca2e",
    "metadata": {},
    "name": "OrdersListTabMarkManyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b2b408748bf8e5572f10128576d5d791";

export default node;
