/**
 * @generated SignedSource<<151fd0a0c2f16e78f5fabb06d1f87c34>>
 * @relayHash 2631a267ca939f1c53830591a5701ab3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bdf83992fbe038fe310dcc7bbd8b7785251f83fb4202449a8819d83398222f2

import { ConcreteRequest } from 'relay-runtime';
export type MealRatingsDialogQuery$variables = {
  id: string;
};
export type MealRatingsDialogQuery$data = {
  readonly adminMealRatings: {
    readonly average: number | null | undefined;
    readonly comments: ReadonlyArray<{
      readonly comment: string;
      readonly createdAt: any;
      readonly customerName: string;
      readonly databaseId: number;
      readonly stars: number;
    }>;
    readonly count: number;
    readonly distribution: ReadonlyArray<number>;
  };
};
export type MealRatingsDialogQuery = {
  response: MealRatingsDialogQuery$data;
  variables: MealRatingsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "mealId",
        "variableName": "id"
      }
    ],
    "concreteType": "MealRatingReport",
    "kind": "LinkedField",
    "name": "adminMealRatings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "average",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "distribution",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MealRatingComment",
        "kind": "LinkedField",
        "name": "comments",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
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
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerName",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MealRatingsDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MealRatingsDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7bdf83992fbe038fe310dcc7bbd8b7785251f83fb4202449a8819d83398222f2",
    "metadata": {},
    "name": "MealRatingsDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e0a48cc5bf8c2fccf5af9c06d96c3d0e";

export default node;
