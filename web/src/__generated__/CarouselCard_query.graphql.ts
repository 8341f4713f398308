/**
 * @generated SignedSource<<aa1f0b55575242ceae7c4f43afe0fb3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CarouselCard_query$data = {
  readonly adminCarouselMeals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly description: string;
        readonly descriptionAr: string;
        readonly displayOrder: number;
        readonly id: string;
        readonly imageUrl: string;
        readonly isActive: boolean;
        readonly name: string;
        readonly nameAr: string;
      };
    }>;
  };
  readonly " $fragmentType": "CarouselCard_query";
};
export type CarouselCard_query$key = {
  readonly " $data"?: CarouselCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarouselCard_query">;
};

import CarouselCardQuery_graphql from './CarouselCardQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": CarouselCardQuery_graphql
    }
  },
  "name": "CarouselCard_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "AdminCarouselMealConnection",
      "kind": "LinkedField",
      "name": "adminCarouselMeals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AdminCarouselMealEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CarouselMeal",
              "kind": "LinkedField",
              "name": "node",
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
                  "alias": "name",
                  "args": null,
                  "kind": "ScalarField",
                  "name": "nameEn",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "nameAr",
                  "storageKey": null
                },
                {
                  "alias": "description",
                  "args": null,
                  "kind": "ScalarField",
                  "name": "descriptionEn",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "descriptionAr",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "imageUrl",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "displayOrder",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isActive",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "adminCarouselMeals(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "769f463e505de9a6fc21ea055d61fe4c";

export default node;
