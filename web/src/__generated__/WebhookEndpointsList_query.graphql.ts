/**
 * @generated SignedSource<<be1d358802430db19e20964915364391>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PartnerEventType = "menu_published" | "order_confirmed" | "order_delivered" | "subscription_cancelled" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointsList_query$data = {
  readonly adminWebhookEndpoints: ReadonlyArray<{
    readonly createdAt: any;
    readonly events: ReadonlyArray<PartnerEventType>;
    readonly id: string;
    readonly partnerKeyName: string;
    readonly url: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"AddEndpointDialog_query">;
  readonly " $fragmentType": "WebhookEndpointsList_query";
};
export type WebhookEndpointsList_query$key = {
  readonly " $data"?: WebhookEndpointsList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointsList_query">;
};

import WebhookEndpointsListRefetchQuery_graphql from './WebhookEndpointsListRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": WebhookEndpointsListRefetchQuery_graphql
    }
  },
  "name": "WebhookEndpointsList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookEndpoint",
      "kind": "LinkedField",
      "name": "adminWebhookEndpoints",
      "plural": true,
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
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "events",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partnerKeyName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddEndpointDialog_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d4807dc783a118d46278f724df5a5dbe";

export default node;
