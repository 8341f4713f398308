/**
 * @generated SignedSource<<21accc8ee97c5ca2474b419c5b334eb0>>
 * @relayHash 8ac94c0025773fc668d17603a1fb439b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9827e0cd1c1f2bf38dc9cac7beee733a89b2844fb3bfd1d7d37a96a46b15ab6

import { ConcreteRequest } from 'relay-runtime';
export type LandingHeroSaveInput = {
  backgroundImageUrl?: string | null | undefined;
  ctaText?: string | null | undefined;
  ctaTextAr?: string | null | undefined;
  ctaUrl?: string | null | undefined;
  isActive?: boolean | null | undefined;
};
export type HeroCardSaveMutation$variables = {
  input: LandingHeroSaveInput;
};
export type HeroCardSaveMutation$data = {
  readonly landingHeroSave: {
    readonly __typename: string;
    readonly hero?: {
      readonly backgroundImageUrl: string;
      readonly ctaText: string;
      readonly ctaTextAr: string;
      readonly ctaUrl: string;
      readonly id: string;
      readonly isActive: boolean;
    };
    readonly message?: string;
  };
};
export type HeroCardSaveMutation = {
  response: HeroCardSaveMutation$data;
  variables: HeroCardSaveMutation$variables;
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
    "name": "landingHeroSave",
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
            "concreteType": "LandingHero",
            "kind": "LinkedField",
            "name": "hero",
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
        "type": "LandingHeroSavePayload",
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
    "name": "HeroCardSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HeroCardSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b9827e0cd1c1f2bf38dc9cac7beee733a89b2844fb3bfd1d7d37a96a46b15ab6",
    "metadata": {},
    "name": "HeroCardSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f9ae8e05c9b81365168567283c6332f5";

export default node;
