/**
 * @generated SignedSource<<d8eaa9d8c32fdc3941e9b91c004055d0>>
 * @relayHash e1055b716e45a688695378df6554a608
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a20c6404a1cf42e234e13918c12690d96ffa76f6d6671dffc6dd6f63befe2ed3

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
  readonly week: {
    readonly endDate?: any;
    readonly label?: string;
    readonly startDate?: any;
  } | null | undefined;
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
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "weekId"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    }
  ],
  "type": "Week",
  "abstractKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "standard",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "large",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orders",
  "storageKey": null
},
v7 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = {
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
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/)
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
      "selections": (v7/*:: as any*/),
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
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/)
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
      "selections": (v7/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MealPrepTabQuery",
    "selections": [
      {
        "alias": "week",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v8/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MealPrepTabQuery",
    "selections": [
      {
        "alias": "week",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v8/*:: as any*/)
    ]
  },
  "params": {
    "id": "a20c6404a1cf42e234e13918c12690d96ffa76f6d6671dffc6dd6f63befe2ed3",
    "metadata": {},
    "name": "MealPrepTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "51317b1d68e1a2c9e989d1dbed4ff6a5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
