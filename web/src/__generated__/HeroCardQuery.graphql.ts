/**
 * @generated SignedSource<<47404f7d469ab416da287e46af87cd11>>
 * @relayHash c2ebf120c386e74a2dc5c08ca0055255
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d31fb2d89fbec38615b4c1d88b390072620ada67ee297d25bed7fda7f2a4219

import { ConcreteRequest } from 'relay-runtime';
export type HeroCardQuery$variables = Record<PropertyKey, never>;
export type HeroCardQuery$data = {
  readonly adminLandingHero: {
    readonly backgroundImageUrl: string;
    readonly ctaText: string;
    readonly ctaUrl: string;
    readonly id: string;
    readonly isActive: boolean;
  } | null | undefined;
};
export type HeroCardQuery = {
  response: HeroCardQuery$data;
  variables: HeroCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LandingHero",
    "kind": "LinkedField",
    "name": "adminLandingHero",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HeroCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HeroCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8d31fb2d89fbec38615b4c1d88b390072620ada67ee297d25bed7fda7f2a4219",
    "metadata": {},
    "name": "HeroCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b82272cf2da5263f574dbf0d23950d14";

export default node;
