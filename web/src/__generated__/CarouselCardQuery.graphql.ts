/**
 * @generated SignedSource<<9a162f20d042a54cbb3068ddfef3fa8a>>
 * @relayHash c30f531a23830402bcb255d5de8e3774
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eee8a0f7545763e8f157a9ed7d6c83cd3ab1a6098e12431f1ad95d940df03d7d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CarouselCardQuery$variables = Record<PropertyKey, never>;
export type CarouselCardQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CarouselCard_query">;
};
export type CarouselCardQuery = {
  response: CarouselCardQuery$data;
  variables: CarouselCardQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CarouselCardQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CarouselCard_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CarouselCardQuery",
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
    ]
  },
  "params": {
    "id": "eee8a0f7545763e8f157a9ed7d6c83cd3ab1a6098e12431f1ad95d940df03d7d",
    "metadata": {},
    "name": "CarouselCardQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "769f463e505de9a6fc21ea055d61fe4c";

export default node;
