/**
 * @generated SignedSource<<b06610dec8f2e4952b86f02c80b0f36a>>
 * @relayHash 39ab0e96e97d71f3f4fb08d14027e435
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4224b70884f08eec1dc10283a146c34a609445c639f6aebcf88e380824ba0413

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    readonly " $fragmentSpreads": FragmentRefs<"DeliveryStartButton_sheet">;
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
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weekLabel",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slot",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveryCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mealCount",
  "storageKey": null
},
v9 = {
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
        (v8/*:: as any*/),
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
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "DeliverySheet",
        "kind": "LinkedField",
        "name": "adminDeliverySheet",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DeliveryStartButton_sheet"
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
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
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "DeliverySheet",
        "kind": "LinkedField",
        "name": "adminDeliverySheet",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startedAt",
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4224b70884f08eec1dc10283a146c34a609445c639f6aebcf88e380824ba0413",
    "metadata": {},
    "name": "DeliverySheetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e2e52cf776ee2eaa0e71c06384e115cc";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
