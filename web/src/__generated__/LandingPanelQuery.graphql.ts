/**
 * @generated SignedSource<<213531be37d0c56318d37f8d760397e0>>
 * @relayHash 2eae4d77c453cb355005c410d9ccd74c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a41eceff1876a0d49198d2cb6847367d6a17b67ea281a8170cc3f7c4dc09dc80

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LandingPanelQuery$variables = Record<PropertyKey, never>;
export type LandingPanelQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CarouselCard_query" | "FaqsCard_query" | "HeroCard_query">;
};
export type LandingPanelQuery = {
  response: LandingPanelQuery$data;
  variables: LandingPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayOrder",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LandingPanelQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HeroCard_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CarouselCard_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FaqsCard_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LandingPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LandingHero",
        "kind": "LinkedField",
        "name": "adminLandingHero",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "backgroundImageUrl",
            "storageKey": null
          },
          {
            "alias": "ctaText",
            "args": null,
            "kind": "ScalarField",
            "name": "ctaTextEn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ctaTextAr",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ctaUrl",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
                  (v0/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminCarouselMeals(first:100)"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AdminFaqConnection",
        "kind": "LinkedField",
        "name": "adminFaqs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminFaqEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Faq",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": "question",
                    "args": null,
                    "kind": "ScalarField",
                    "name": "questionEn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "questionAr",
                    "storageKey": null
                  },
                  {
                    "alias": "answer",
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answerEn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answerAr",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminFaqs(first:100)"
      }
    ]
  },
  "params": {
    "id": "a41eceff1876a0d49198d2cb6847367d6a17b67ea281a8170cc3f7c4dc09dc80",
    "metadata": {},
    "name": "LandingPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "badb043595bfa4fecd16f39eaabe2c11";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
