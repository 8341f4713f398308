/**
 * @generated SignedSource<<587d806d68e660f0f47c5e0a3abf0c30>>
 * @relayHash e1bcfb60ccd5e77e95f7b60ab60b0bfb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48ffb45471798e58c88c4c9713fa057376ca16a91e879ec90460a9afe72f12c2

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
    "id": "48ffb45471798e58c88c4c9713fa057376ca16a91e879ec90460a9afe72f12c2",
    "metadata": {},
    "name": "useSubmitSelectionTempSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8bcb18da4f118ab80b46eeb6c6d119c7";

export default node;
