/**
 * @generated SignedSource<<5054534c585dc63ded7654a655020510>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PartnerScope = "catalog_read" | "deliveries_read" | "deliveries_write" | "orders_read" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PartnersPanel_key$data = {
  readonly createdAt: any;
  readonly dailyRequests: ReadonlyArray<{
    readonly day: any;
    readonly requests: number;
  }>;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly rateLimitPerMinute: number;
  readonly revokedAt: any | null | undefined;
  readonly scopes: ReadonlyArray<PartnerScope>;
  readonly " $fragmentType": "PartnersPanel_key";
};
export type PartnersPanel_key$key = {
  readonly " $data"?: PartnersPanel_key$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnersPanel_key">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartnersPanel_key",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rateLimitPerMinute",
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
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PartnerKeyDailyRequests",
      "kind": "LinkedField",
      "name": "dailyRequests",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requests",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PartnerApiKey",
  "abstractKey": null
};

(node as any).hash = "d6ca76369b72b132ee34eb9f5822c389";

export default node;
