/**
 * @generated SignedSource<<fc454fda3cce128e6a9bb4b0d86cf654>>
 * @relayHash 450331388f988975c28a105e43686c8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c8833a4e44f963bcc8b69fb430ceb4789e5083b031aa6ab70bba29bd56391cb

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
      readonly formatted: string;
    };
    readonly week: {
      readonly label: string;
    } | null | undefined;
  };
};
export type AdminOverviewQuery = {
  response: AdminOverviewQuery$data;
  variables: AdminOverviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          }
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
            "name": "formatted",
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminOverviewQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminOverviewQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6c8833a4e44f963bcc8b69fb430ceb4789e5083b031aa6ab70bba29bd56391cb",
    "metadata": {},
    "name": "AdminOverviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2565abc327082380eefa17022535aad0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
