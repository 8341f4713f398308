/**
 * @generated SignedSource<<50b469280b7a4fe1d5bb63c799bde1b9>>
 * @relayHash 9b47602df7dee10a423d7e4ad8e8883d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a94d739b68143eefe9eaf5c0de550614642f91cea39be08ed8a29e546d88acf7

import { ConcreteRequest } from 'relay-runtime';
export type PricingConfigType = "delivery" | "meal_addon" | "meal_bundle" | "%future added value";
export type PricingPanelQuery$variables = Record<PropertyKey, never>;
export type PricingPanelQuery$data = {
  readonly adminPricingConfigs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly configKey: string;
        readonly configType: PricingConfigType;
        readonly description: string;
        readonly id: string;
        readonly isActive: boolean;
        readonly price: {
          readonly pounds: number;
        };
      };
    }>;
  };
};
export type PricingPanelQuery = {
  response: PricingPanelQuery$data;
  variables: PricingPanelQuery$variables;
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
    "concreteType": "PricingConfigConnection",
    "kind": "LinkedField",
    "name": "adminPricingConfigs",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PricingConfigEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PricingConfig",
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
                "name": "configType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "configKey",
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
                "name": "isActive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "price",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pounds",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "adminPricingConfigs(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PricingPanelQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PricingPanelQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a94d739b68143eefe9eaf5c0de550614642f91cea39be08ed8a29e546d88acf7",
    "metadata": {},
    "name": "PricingPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "438d41c17a7c266ae25d308e03016be7";

export default node;
