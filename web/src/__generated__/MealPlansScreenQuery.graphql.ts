/**
 * @generated SignedSource<<475a27b57860cc576a420295d4b92db7>>
 * @relayHash e8c59842dc91eabe7a567911b7f0b306
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0cf023895ce65094cacd6ee9c4b640547645ac1df55002aebfb51cb874b597b

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
];
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "weeks(liveOnly:true)"
      }
    ]
  },
  "params": {
    "id": "b0cf023895ce65094cacd6ee9c4b640547645ac1df55002aebfb51cb874b597b",
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
