/**
 * @generated SignedSource<<ca1bc9d98504d8dd981f39dce4047155>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdminRole = "admin" | "super_admin" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminsPanel_admin$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly role: AdminRole;
  readonly username: string;
  readonly " $fragmentType": "AdminsPanel_admin";
};
export type AdminsPanel_admin$key = {
  readonly " $data"?: AdminsPanel_admin$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminsPanel_admin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminsPanel_admin",
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
      "name": "username",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "Admin",
  "abstractKey": null
};

(node as any).hash = "b508abf7c17c943d4a9d86dc013e0c25";

export default node;
