/**
 * @generated SignedSource<<9f61a2fc4609a1d38528fdf76612a8e2>>
 * @relayHash 1a8df115a904195bfb1dfdbb7db0c7b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62707dcc1eef078b5bd34eeda32387e6703fa478931acee3e10da694e33139cb

import { ConcreteRequest } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type SubscriptionDefaultsUpdateInput = {
  deliverySlot?: DeliverySlot | null | undefined;
  mealCount?: number | null | undefined;
  portionSize?: PortionSize | null | undefined;
};
export type SubscriptionTabDefaultsMutation$variables = {
  input: SubscriptionDefaultsUpdateInput;
};
export type SubscriptionTabDefaultsMutation$data = {
  readonly subscriptionDefaultsUpdate: {
    readonly __typename: string;
    readonly message?: string;
    readonly subscription?: {
      readonly deliverySlot: DeliverySlot;
      readonly id: string;
      readonly mealCount: number;
      readonly portionSize: PortionSize;
    };
  };
};
export type SubscriptionTabDefaultsMutation = {
  response: SubscriptionTabDefaultsMutation$data;
  variables: SubscriptionTabDefaultsMutation$variables;
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
    "name": "subscriptionDefaultsUpdate",
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
            "concreteType": "CustomerSubscription",
            "kind": "LinkedField",
            "name": "subscription",
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
                "name": "mealCount",
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "deliverySlot",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubscriptionDefaultsUpdatePayload",
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
    "name": "SubscriptionTabDefaultsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubscriptionTabDefaultsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "62707dcc1eef078b5bd34eeda32387e6703fa478931acee3e10da694e33139cb",
    "metadata": {},
    "name": "SubscriptionTabDefaultsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "38b72d7ceaaa44f5337b42918a8bf2d3";

export default node;
