/**
 * @generated SignedSource<<cb24341b255231c6b1346d1a841ebf2c>>
 * @relayHash 23274f8541572774f71596e6abd8f6a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b90045e22a9764d96e867d28e07cd23aac7c63e5aef7540bf99e5a61a0096af

import { ConcreteRequest } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type MealPrepTabQuery$variables = {
  weekId: string;
};
export type MealPrepTabQuery$data = {
  readonly adminMealPrep: {
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
  };
};
export type MealPrepTabQuery = {
  response: MealPrepTabQuery$data;
  variables: MealPrepTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "weekId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "standard",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "large",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orders",
  "storageKey": null
},
v5 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "weekId",
        "variableName": "weekId"
      }
    ],
    "concreteType": "MealPrep",
    "kind": "LinkedField",
    "name": "adminMealPrep",
    "plural": false,
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
        "name": "noSelection",
        "plural": false,
        "selections": (v5/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
        "selections": (v5/*:: as any*/),
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
    "name": "MealPrepTabQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MealPrepTabQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "5b90045e22a9764d96e867d28e07cd23aac7c63e5aef7540bf99e5a61a0096af",
    "metadata": {},
    "name": "MealPrepTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9f8c4a65a764c39343507aaf783f2090";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
