/**
 * @generated SignedSource<<84a06fbb9302c79a9cdc444b18126764>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type MealPortion = "large" | "standard" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type TempMealSelectionSaveInput = {
  deliverySlot: DeliverySlot;
  mealCount: number;
  portionSize: PortionSize;
  selectedMeals: ReadonlyArray<SelectedMealInput>;
  weekId: string;
};
export type SelectedMealInput = {
  mealId: string;
  portionSize: MealPortion;
};
export type useSubmitSelectionTempSaveMutation$variables = {
  input: TempMealSelectionSaveInput;
};
export type useSubmitSelectionTempSaveMutation$data = {
  readonly tempMealSelectionSave: {
    readonly __typename: string;
  };
};
export type useSubmitSelectionTempSaveMutation = {
  response: useSubmitSelectionTempSaveMutation$data;
  variables: useSubmitSelectionTempSaveMutation$variables;
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
    "kind": "ClientExtension",
    "selections": [
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
        "name": "tempMealSelectionSave",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitSelectionTempSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitSelectionTempSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "28c332749da5cdfebf7f246dbf993474",
    "id": null,
    "metadata": {},
    "name": "useSubmitSelectionTempSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8bcb18da4f118ab80b46eeb6c6d119c7";

export default node;
