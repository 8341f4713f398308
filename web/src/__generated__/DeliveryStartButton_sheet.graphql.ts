/**
 * @generated SignedSource<<1249e720d5ad3cd9cd0e0808be3b0600>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeliveryStartButton_sheet$data = {
  readonly deliveryCount: number;
  readonly slot: DeliverySlot;
  readonly startedAt: any | null | undefined;
  readonly " $fragmentType": "DeliveryStartButton_sheet";
};
export type DeliveryStartButton_sheet$key = {
  readonly " $data"?: DeliveryStartButton_sheet$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryStartButton_sheet">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryStartButton_sheet",
  "selections": [
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    }
  ],
  "type": "DeliverySheet",
  "abstractKey": null
};

(node as any).hash = "a73b187826d299ea8c09f27788c07fa5";

export default node;
