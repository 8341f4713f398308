/**
 * @generated SignedSource<<875443f79655148f93e15c773ebc7a7c>>
 * @relayHash c6ae2f74b3824aac95148c52d42f185c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e78bfeb8a966c8c505095a619790dddcf6407cc4b983c1d037bc03306ae668ee

import { ConcreteRequest } from 'relay-runtime';
export type AdminOverviewQuery$variables = Record<PropertyKey, never>;
export type AdminOverviewQuery$data = {
  readonly adminOverview: {
    readonly activeSubscribers: number;
    readonly instapayWaiting: number;
    readonly meals: number;
    readonly nextDeadline: any | null | undefined;
    readonly nextDeadlineWeekLabel: string | null | undefined;
    readonly orders: number;
    readonly revenue: {
      readonly piasters: number;
    };
    readonly week: {
      readonly label: string;
    } | null | undefined;
  };
  readonly weeks: ReadonlyArray<{
    readonly endDate: any;
    readonly label: string;
    readonly startDate: any;
  }>;
};
export type AdminOverviewQuery = {
  response: AdminOverviewQuery$data;
  variables: AdminOverviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "AdminOverview",
  "kind": "LinkedField",
  "name": "adminOverview",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewWeek",
      "kind": "LinkedField",
      "name": "week",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "meals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "revenue",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "piasters",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activeSubscribers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "instapayWaiting",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextDeadline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextDeadlineWeekLabel",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminOverviewQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Week",
        "kind": "LinkedField",
        "name": "weeks",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminOverviewQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Week",
        "kind": "LinkedField",
        "name": "weeks",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "e78bfeb8a966c8c505095a619790dddcf6407cc4b983c1d037bc03306ae668ee",
    "metadata": {},
    "name": "AdminOverviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e3dc476bef8c03d5b427241faa96eafe";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
