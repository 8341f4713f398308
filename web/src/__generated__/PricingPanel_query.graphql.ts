/**
 * @generated SignedSource<<4797188d1eb89f449a48230d6aa7ef05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PricingConfigType = "delivery" | "meal_addon" | "meal_bundle" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PricingPanel_query$data = {
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
  readonly " $fragmentType": "PricingPanel_query";
};
export type PricingPanel_query$key = {
  readonly " $data"?: PricingPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PricingPanel_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1e9a38762880c3ea0e14e478d407e2d8";

export default node;
