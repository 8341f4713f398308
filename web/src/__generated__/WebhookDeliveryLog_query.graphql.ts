/**
 * @generated SignedSource<<d96aea8e7abd5b18b5f524d782399b08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PartnerEventType = "menu_published" | "order_confirmed" | "order_delivered" | "subscription_cancelled" | "%future added value";
export type WebhookDeliveryStatus = "failed" | "given_up" | "pending" | "succeeded" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryLog_query$data = {
  readonly adminWebhookDeliveries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attempts: number;
        readonly createdAt: any;
        readonly endpoint: {
          readonly partnerKeyName: string;
          readonly url: string;
        };
        readonly id: string;
        readonly lastResponseMs: number | null | undefined;
        readonly lastStatusCode: number | null | undefined;
        readonly status: WebhookDeliveryStatus;
        readonly type: PartnerEventType;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "WebhookDeliveryLog_query";
};
export type WebhookDeliveryLog_query$key = {
  readonly " $data"?: WebhookDeliveryLog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryLog_query">;
};

import WebhookDeliveryLogRefetchQuery_graphql from './WebhookDeliveryLogRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": WebhookDeliveryLogRefetchQuery_graphql
    }
  },
  "name": "WebhookDeliveryLog_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        },
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        }
      ],
      "concreteType": "WebhookDeliveryConnection",
      "kind": "LinkedField",
      "name": "adminWebhookDeliveries",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookDeliveryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookDelivery",
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
                  "name": "type",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "attempts",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastStatusCode",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastResponseMs",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "WebhookEndpoint",
                  "kind": "LinkedField",
                  "name": "endpoint",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "url",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "partnerKeyName",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4fa3afc14e69cb5e53b926d43a43b97a";

export default node;
