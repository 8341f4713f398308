/**
 * @generated SignedSource<<1a4a09e6dd785b9893802b6562bb0675>>
 * @relayHash 2fed3939f5cc47e96541e6b989c8a87b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f1a2d7c92f8d0782e523062225ff8234e77919461a17c1dd2f97abcc80cfef7

import { ConcreteRequest } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type MealPortion = "large" | "standard" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type OrderCreateInput = {
  defaultPortionSize: PortionSize;
  deliverySlot: DeliverySlot;
  items: ReadonlyArray<SelectedMealInput>;
  mealCount: number;
  weekId: string;
};
export type SelectedMealInput = {
  mealId: string;
  portionSize: MealPortion;
};
export type useSubmitSelectionOrderCreateMutation$variables = {
  input: OrderCreateInput;
};
export type useSubmitSelectionOrderCreateMutation$data = {
  readonly orderCreate: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly id: string;
    };
  };
};
export type useSubmitSelectionOrderCreateMutation = {
  response: useSubmitSelectionOrderCreateMutation$data;
  variables: useSubmitSelectionOrderCreateMutation$variables;
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
    "name": "orderCreate",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OrderCreatePayload",
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
    "name": "useSubmitSelectionOrderCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitSelectionOrderCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1f1a2d7c92f8d0782e523062225ff8234e77919461a17c1dd2f97abcc80cfef7",
    "metadata": {},
    "name": "useSubmitSelectionOrderCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "715c0b28bcac98e9fc3bcdd7d29d92f3";

export default node;
