/**
 * @generated SignedSource<<123675c76d7138d92aa928c43524e25e>>
 * @relayHash b44be75726e27f30495800e283615f00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79bd9cdabf043e1b9958de79a7e914ba56da8317cea2e2758a8477460f3faaba

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
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
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
    "id": "79bd9cdabf043e1b9958de79a7e914ba56da8317cea2e2758a8477460f3faaba",
    "metadata": {},
    "name": "CarouselCardQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "2d2ea23b312e65547cd4269dcd7edf85";

export default node;
