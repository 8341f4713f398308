/**
 * @generated SignedSource<<84c483539b8c159015e132952d95eb56>>
 * @relayHash cbb90b59574547231b2305ffb99e0dda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd9498c41101fbacc2f59a03faebfd33402104c4a4a28c3e4557cebba3bb6d12

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MealPrepTabQuery$variables = {
  weekId: string;
};
export type MealPrepTabQuery$data = {
  readonly adminMealPrep: {
    readonly " $fragmentSpreads": FragmentRefs<"MealPrepTab_prep">;
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
v1 = [
  {
    "kind": "Variable",
    "name": "weekId",
    "variableName": "weekId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "standard",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "large",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orders",
  "storageKey": null
},
v6 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MealPrepTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MealPrep",
        "kind": "LinkedField",
        "name": "adminMealPrep",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MealPrepTab_prep"
          }
        ],
        "storageKey": null
      }
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
        "alias": null,
        "args": (v1/*:: as any*/),
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
            "name": "noSelection",
            "plural": false,
            "selections": (v6/*:: as any*/),
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
              (v2/*:: as any*/),
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
            "name": "total",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bd9498c41101fbacc2f59a03faebfd33402104c4a4a28c3e4557cebba3bb6d12",
    "metadata": {},
    "name": "MealPrepTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8fca5c7093394e210c8e92d6c2904c81";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
