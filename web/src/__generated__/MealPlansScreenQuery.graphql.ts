/**
 * @generated SignedSource<<ea098daf4c8a2fc195af5ea4ed881c2b>>
 * @relayHash 52745e60829bbf59d3fb9c48d17f68e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2474a4dab73f00df42f721e197f48f88afe7a0ffcd42720f198f01e1948f73f8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MealPlansScreenQuery$variables = Record<PropertyKey, never>;
export type MealPlansScreenQuery$data = {
  readonly pricing: {
    readonly " $fragmentSpreads": FragmentRefs<"pricing_priceTable">;
  };
  readonly weeks: ReadonlyArray<{
    readonly databaseId: number;
  }>;
};
export type MealPlansScreenQuery = {
  response: MealPlansScreenQuery$data;
  variables: MealPlansScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "liveOnly",
    "value": true
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "piasters",
    "storageKey": null
  }
],
v3 = {
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
    "name": "MealPlansScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Pricing",
        "kind": "LinkedField",
        "name": "pricing",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "pricing_priceTable"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Week",
        "kind": "LinkedField",
        "name": "weeks",
        "plural": true,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": "weeks(liveOnly:true)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MealPlansScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Pricing",
        "kind": "LinkedField",
        "name": "pricing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PlanPrice",
            "kind": "LinkedField",
            "name": "plans",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mealCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "standardPerMeal",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "largeAddon",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "deliveryFee",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "expressDeliveryFee",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Week",
        "kind": "LinkedField",
        "name": "weeks",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": "weeks(liveOnly:true)"
      }
    ]
  },
  "params": {
    "id": "2474a4dab73f00df42f721e197f48f88afe7a0ffcd42720f198f01e1948f73f8",
    "metadata": {},
    "name": "MealPlansScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3b1e252cc09bb474696d7a01f019e411";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
