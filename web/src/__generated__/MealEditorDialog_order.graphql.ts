/**
 * @generated SignedSource<<fe40f1bd650a95992e856462c65626f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MealEditorDialog_order$data = {
  readonly defaultPortionSize: PortionSize;
  readonly id: string;
  readonly mealCount: number;
  readonly " $fragmentType": "MealEditorDialog_order";
};
export type MealEditorDialog_order$key = {
  readonly " $data"?: MealEditorDialog_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealEditorDialog_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealEditorDialog_order",
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
      "name": "defaultPortionSize",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "208ef62ba93bc45122f693b8a21dee0b";

export default node;
