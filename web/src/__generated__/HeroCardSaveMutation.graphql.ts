/**
 * @generated SignedSource<<d49cf7db6f09c98daa7db440a677d6b1>>
 * @relayHash ca13345e972e54ecd947e8efb8f11c04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07b13f9cc28eacdb8b1859325262b9e25e81c482e46f9fc9993f0e74bbda4c96

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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ctaText",
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
    "id": "07b13f9cc28eacdb8b1859325262b9e25e81c482e46f9fc9993f0e74bbda4c96",
    "metadata": {},
    "name": "HeroCardSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2e627c62943eba81e4157136910e020d";

export default node;
