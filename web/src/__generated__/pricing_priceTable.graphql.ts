/**
 * @generated SignedSource<<44eee1d45233240e58ae3d3c5cf45080>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type pricing_priceTable$data = {
  readonly deliveryFee: {
    readonly piasters: number;
  };
  readonly expressDeliveryFee: {
    readonly piasters: number;
  };
  readonly largeAddon: {
    readonly piasters: number;
  };
  readonly plans: ReadonlyArray<{
    readonly mealCount: number;
    readonly standardPerMeal: {
      readonly piasters: number;
    };
  }>;
  readonly " $fragmentType": "pricing_priceTable";
};
export type pricing_priceTable$key = {
  readonly " $data"?: pricing_priceTable$data;
  readonly " $fragmentSpreads": FragmentRefs<"pricing_priceTable">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "piasters",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "pricing_priceTable",
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
          "selections": (v0/*:: as any*/),
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "deliveryFee",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "expressDeliveryFee",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Pricing",
  "abstractKey": null
};
})();

(node as any).hash = "f1000f623209eaf2c1085585c8f25e50";

export default node;
