/**
 * @generated SignedSource<<fc63902c0309197f49676dfd2d94f43e>>
 * @relayHash 466094d544704a24d51ca09222ff7ec4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1abe05f85b512f172c338851da9ba0e3fa3ea00aef44be42d514cf32619dae9c

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "cancelled" | "not_selected" | "selected" | "skipped" | "%future added value";
export type OrderUnskipInput = {
  orderId: string;
};
export type UpcomingWeekCardUnskipMutation$variables = {
  input: OrderUnskipInput;
};
export type UpcomingWeekCardUnskipMutation$data = {
  readonly orderUnskip: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly canEdit: boolean;
      readonly canSkip: boolean;
      readonly canUnskip: boolean;
      readonly id: string;
      readonly status: OrderStatus;
    };
  };
};
export type UpcomingWeekCardUnskipMutation = {
  response: UpcomingWeekCardUnskipMutation$data;
  variables: UpcomingWeekCardUnskipMutation$variables;
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
    "name": "orderUnskip",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canEdit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canSkip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canUnskip",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OrderUnskipPayload",
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
    "name": "UpcomingWeekCardUnskipMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpcomingWeekCardUnskipMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1abe05f85b512f172c338851da9ba0e3fa3ea00aef44be42d514cf32619dae9c",
    "metadata": {},
    "name": "UpcomingWeekCardUnskipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b64925b51d7e267db8f91fd7b2e1fc6d";

export default node;
