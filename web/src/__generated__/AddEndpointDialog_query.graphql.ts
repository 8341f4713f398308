/**
 * @generated SignedSource<<a43c71858bee60edef55b0991260e255>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddEndpointDialog_query$data = {
  readonly adminWebhookKeyOptions: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly prefix: string;
  }>;
  readonly " $fragmentType": "AddEndpointDialog_query";
};
export type AddEndpointDialog_query$key = {
  readonly " $data"?: AddEndpointDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddEndpointDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddEndpointDialog_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookKeyOption",
      "kind": "LinkedField",
      "name": "adminWebhookKeyOptions",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "prefix",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "11b96e950af5e0f63fc628d0cd07c229";

export default node;
