/**
 * @generated SignedSource<<143dcdfcb408c16024c3bbb4d31312cb>>
 * @relayHash ace48a55dd90338a75b5934ad947cbf9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2e2528ee32609515cea9ee3758b397b7ea213c0c0fb920aa5ce9875f3ced5ae

import { ConcreteRequest } from 'relay-runtime';
export type Allergen = "celery" | "dairy" | "eggs" | "fish" | "gluten" | "mustard" | "peanuts" | "sesame" | "shellfish" | "soy" | "tree_nuts" | "%future added value";
export type Diet = "high_protein" | "low_carb" | "pescatarian" | "vegan" | "vegetarian" | "%future added value";
export type useFoodProfileQuery$variables = Record<PropertyKey, never>;
export type useFoodProfileQuery$data = {
  readonly viewer: {
    readonly foodProfile: {
      readonly avoidAllergens: ReadonlyArray<Allergen>;
      readonly dislikedIngredients: ReadonlyArray<string>;
      readonly followDiets: ReadonlyArray<Diet>;
    };
  } | null | undefined;
};
export type useFoodProfileQuery = {
  response: useFoodProfileQuery$data;
  variables: useFoodProfileQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FoodProfile",
        "kind": "LinkedField",
        "name": "foodProfile",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avoidAllergens",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "followDiets",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dislikedIngredients",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFoodProfileQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useFoodProfileQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f2e2528ee32609515cea9ee3758b397b7ea213c0c0fb920aa5ce9875f3ced5ae",
    "metadata": {},
    "name": "useFoodProfileQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fbf721f813503f8ea995490c7ddb3d0a";

export default node;
