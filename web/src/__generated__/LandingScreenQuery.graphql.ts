/**
 * @generated SignedSource<<a6acc0a5f3bedc473a6f50510d917a53>>
 * @relayHash beb72abd5bc2fab9857545fd80c3730e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 702f01e4d60edf8cb17cb2664f082f79d04aae48df03ae007b2e8f919aba34bd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LandingScreenQuery$variables = Record<PropertyKey, never>;
export type LandingScreenQuery$data = {
  readonly landingHero: {
    readonly ctaText: string;
    readonly " $fragmentSpreads": FragmentRefs<"LandingHero_hero">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LandingFaq_query" | "MenuCarousel_query">;
};
export type LandingScreenQuery = {
  response: LandingScreenQuery$data;
  variables: LandingScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ctaText",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LandingScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LandingHero",
        "kind": "LinkedField",
        "name": "landingHero",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LandingHero_hero"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MenuCarousel_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LandingFaq_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LandingScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LandingHero",
        "kind": "LinkedField",
        "name": "landingHero",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "headline",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "backgroundImageUrl",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CarouselMeal",
        "kind": "LinkedField",
        "name": "carouselMeals",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Faq",
        "kind": "LinkedField",
        "name": "faqs",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "question",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "answer",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "702f01e4d60edf8cb17cb2664f082f79d04aae48df03ae007b2e8f919aba34bd",
    "metadata": {},
    "name": "LandingScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "de95469e19ad5434d64e9937b2ecf3b3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
