/**
 * @generated SignedSource<<fe18c44fdab174ba04a15524e37e6d3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MealPrepTab_prep$data = {
  readonly meals: ReadonlyArray<{
    readonly large: number;
    readonly mealDatabaseId: number;
    readonly standard: number;
    readonly title: string;
    readonly total: number;
  }>;
  readonly noSelection: {
    readonly large: number;
    readonly orders: number;
    readonly standard: number;
    readonly total: number;
  };
  readonly slots: ReadonlyArray<{
    readonly large: number;
    readonly orders: number;
    readonly slot: DeliverySlot;
    readonly standard: number;
    readonly total: number;
  }>;
  readonly total: {
    readonly large: number;
    readonly orders: number;
    readonly standard: number;
    readonly total: number;
  };
  readonly weekLabel: string;
  readonly " $fragmentType": "MealPrepTab_prep";
};
export type MealPrepTab_prep$key = {
  readonly " $data"?: MealPrepTab_prep$data;
  readonly " $fragmentSpreads": FragmentRefs<"MealPrepTab_prep">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "standard",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "large",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orders",
  "storageKey": null
},
v4 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MealPrepTab_prep",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MealPrepLine",
      "kind": "LinkedField",
      "name": "meals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mealDatabaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MealPrepCounts",
      "kind": "LinkedField",
      "name": "noSelection",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MealPrepSlot",
      "kind": "LinkedField",
      "name": "slots",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slot",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MealPrepCounts",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "MealPrep",
  "abstractKey": null
};
})();

(node as any).hash = "1908ca75cd0b6b147078ba91cd9cf9e7";

export default node;
