/**
 * @generated SignedSource<<1405922f3a1fa2782724fcf3d023b8ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RatingLeaders_query$data = {
  readonly adminRatingLeaders: {
    readonly best: ReadonlyArray<{
      readonly average: number;
      readonly count: number;
      readonly mealDatabaseId: number;
      readonly title: string;
    }>;
    readonly minCount: number;
    readonly worst: ReadonlyArray<{
      readonly average: number;
      readonly count: number;
      readonly mealDatabaseId: number;
      readonly title: string;
    }>;
  };
  readonly " $fragmentType": "RatingLeaders_query";
};
export type RatingLeaders_query$key = {
  readonly " $data"?: RatingLeaders_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RatingLeaders_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "count",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RatingLeaders_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RatingLeaders",
      "kind": "LinkedField",
      "name": "adminRatingLeaders",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RatedMeal",
          "kind": "LinkedField",
          "name": "best",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RatedMeal",
          "kind": "LinkedField",
          "name": "worst",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "85782ec8267b6c30648be801b1a02c67";

export default node;
