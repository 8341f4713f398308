/**
 * @generated SignedSource<<d11186352a3fbbda52c7ab568730e25a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileTab_address$data = {
  readonly apartment: string;
  readonly area: string;
  readonly building: string;
  readonly deliveryNotes: string;
  readonly floor: string;
  readonly landmark: string;
  readonly name: string;
  readonly street: string;
  readonly " $fragmentType": "ProfileTab_address";
};
export type ProfileTab_address$key = {
  readonly " $data"?: ProfileTab_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileTab_address">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileTab_address",
  "selections": [
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
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "apartment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "building",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "floor",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "landmark",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryNotes",
      "storageKey": null
    }
  ],
  "type": "CustomerAddress",
  "abstractKey": null
};

(node as any).hash = "225eca3fb46a2a470e32b94797d0db4c";

export default node;
