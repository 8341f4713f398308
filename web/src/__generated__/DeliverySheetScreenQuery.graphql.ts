/**
 * @generated SignedSource<<e2797be49a60da61ed15a0e9268849ee>>
 * @relayHash e7d92e6429e8aa7a928876539f720978
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 085416d82af5451c94b2a087d288b783d0206fd80ced1c971f05ed22e4b0e506

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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mealCount",
  "storageKey": null
},
v3 = [
  {
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
      (v2/*:: as any*/),
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
              (v2/*:: as any*/),
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeliverySheetScreenQuery",
    "selections": (v3/*:: as any*/),
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
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "085416d82af5451c94b2a087d288b783d0206fd80ced1c971f05ed22e4b0e506",
    "metadata": {},
    "name": "DeliverySheetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "964802496662ff61b04c4e9eb0b89c16";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
