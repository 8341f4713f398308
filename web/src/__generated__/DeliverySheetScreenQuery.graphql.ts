/**
 * @generated SignedSource<<f7aba58fc40c7ae946fe19e17c13869b>>
 * @relayHash 07cb2719fdbf58d7c64edc0b00fa8eaa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21382de262ddf78d488eb09f5f5b5f9f88562e6dce71041b6eac15d974167207

import { ConcreteRequest } from 'relay-runtime';
export type BagPortion = "large" | "standard" | "%future added value";
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type DeliverySheetScreenQuery$variables = {
  slot: string;
  weekId: string;
};
export type DeliverySheetScreenQuery$data = {
  readonly adminDeliverySheet: {
    readonly areas: ReadonlyArray<{
      readonly area: string;
      readonly deliveries: ReadonlyArray<{
        readonly address: {
          readonly landmark: string;
        };
        readonly addressLine: string;
        readonly bag: ReadonlyArray<{
          readonly portion: BagPortion;
          readonly quantity: number;
          readonly title: string;
        }>;
        readonly delivered: boolean;
        readonly mealCount: number;
        readonly name: string;
        readonly notes: string;
        readonly orderDatabaseId: number;
        readonly phone: string;
      }>;
    }>;
    readonly deliveryCount: number;
    readonly mealCount: number;
    readonly slot: DeliverySlot;
    readonly weekLabel: string;
  };
  readonly week: {
    readonly endDate?: any;
    readonly label?: string;
    readonly startDate?: any;
  } | null | undefined;
};
export type DeliverySheetScreenQuery = {
  response: DeliverySheetScreenQuery$data;
  variables: DeliverySheetScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slot"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "weekId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "weekId"
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    }
  ],
  "type": "Week",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mealCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "slot",
      "variableName": "slot"
    },
    {
      "kind": "Variable",
      "name": "weekId",
      "variableName": "weekId"
    }
  ],
  "concreteType": "DeliverySheet",
  "kind": "LinkedField",
  "name": "adminDeliverySheet",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slot",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryCount",
      "storageKey": null
    },
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "DeliverySheetArea",
      "kind": "LinkedField",
      "name": "areas",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "area",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DeliverySheetEntry",
          "kind": "LinkedField",
          "name": "deliveries",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "orderDatabaseId",
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
              "name": "phone",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "addressLine",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "DeliveryAddress",
              "kind": "LinkedField",
              "name": "address",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "landmark",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "notes",
              "storageKey": null
            },
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "delivered",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "BagLine",
              "kind": "LinkedField",
              "name": "bag",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "portion",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "quantity",
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeliverySheetScreenQuery",
    "selections": [
      {
        "alias": "week",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeliverySheetScreenQuery",
    "selections": [
      {
        "alias": "week",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "id": "21382de262ddf78d488eb09f5f5b5f9f88562e6dce71041b6eac15d974167207",
    "metadata": {},
    "name": "DeliverySheetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a377f6b28cd525c918b90a23217cb40b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
