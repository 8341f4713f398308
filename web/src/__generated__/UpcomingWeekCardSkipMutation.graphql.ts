/**
 * @generated SignedSource<<1c7eebb8be128e070085d94320bb608e>>
 * @relayHash b439483ec95707324688eed91335b44e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2a34de1027d814b7bf695e40103a7c5eb38bfeaaaf2f8ad15d4e3163658f114

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "cancelled" | "not_selected" | "selected" | "skipped" | "%future added value";
export type OrderSkipInput = {
  orderId: string;
};
export type UpcomingWeekCardSkipMutation$variables = {
  input: OrderSkipInput;
};
export type UpcomingWeekCardSkipMutation$data = {
  readonly orderSkip: {
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
export type UpcomingWeekCardSkipMutation = {
  response: UpcomingWeekCardSkipMutation$data;
  variables: UpcomingWeekCardSkipMutation$variables;
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
    "name": "orderSkip",
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
        "type": "OrderSkipPayload",
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
    "name": "UpcomingWeekCardSkipMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpcomingWeekCardSkipMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a2a34de1027d814b7bf695e40103a7c5eb38bfeaaaf2f8ad15d4e3163658f114",
    "metadata": {},
    "name": "UpcomingWeekCardSkipMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "40db9ed8ff9131aac7706acda86083ce";

export default node;
