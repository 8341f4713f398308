/**
 * @generated SignedSource<<8d4bb3fb7f1c8a3cb149fd5e836901a2>>
 * @relayHash b9ecc1fd9967cc2185c35c91c57ab281
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60e21ac0aa46f1a11efe54944c196139e39505cdcbfcd54511af29f084701bc8

import { ConcreteRequest } from 'relay-runtime';
export type CarouselCardQuery$variables = Record<PropertyKey, never>;
export type CarouselCardQuery$data = {
  readonly adminCarouselMeals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly description: string;
        readonly displayOrder: number;
        readonly id: string;
        readonly imageUrl: string;
        readonly isActive: boolean;
        readonly name: string;
      };
    }>;
  };
};
export type CarouselCardQuery = {
  response: CarouselCardQuery$data;
  variables: CarouselCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CarouselCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CarouselCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "60e21ac0aa46f1a11efe54944c196139e39505cdcbfcd54511af29f084701bc8",
    "metadata": {},
    "name": "CarouselCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "983b0c02a19d5ab81dc6217ffb0a0db2";

export default node;
