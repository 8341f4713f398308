/**
 * @generated SignedSource<<00039a54a48e7985e7f07d2845ed1944>>
 * @relayHash 31dfcb1492759a0b6d1e0456ca636d83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f052d5132e3525a149860659f75877ce877784e4fa741fb7ebe6c347b6c2ce6

import { ConcreteRequest } from 'relay-runtime';
export type RateMealInput = {
  comment?: string | null | undefined;
  mealId: string;
  orderId: string;
  stars: number;
};
export type MealRatingsMutation$variables = {
  input: RateMealInput;
};
export type MealRatingsMutation$data = {
  readonly rateMeal: {
    readonly __typename: string;
    readonly message?: string;
    readonly rating?: {
      readonly canRate: boolean;
      readonly comment: string;
      readonly editableUntil: any | null | undefined;
      readonly id: string;
      readonly ratedAt: any | null | undefined;
      readonly stars: number | null | undefined;
    };
  };
};
export type MealRatingsMutation = {
  response: MealRatingsMutation$data;
  variables: MealRatingsMutation$variables;
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
    "name": "rateMeal",
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
            "concreteType": "OrderMealRating",
            "kind": "LinkedField",
            "name": "rating",
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
                "name": "stars",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ratedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "editableUntil",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canRate",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RateMealPayload",
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
    "name": "MealRatingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MealRatingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8f052d5132e3525a149860659f75877ce877784e4fa741fb7ebe6c347b6c2ce6",
    "metadata": {},
    "name": "MealRatingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7f171b2a2b941642c26ae98eed32e75a";

export default node;
