/**
 * @generated SignedSource<<d899a4288ea9c08f3cff65a5b3c23790>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationCodesPanel_code$data = {
  readonly code: string;
  readonly currentUses: number;
  readonly description: string;
  readonly id: string;
  readonly isActive: boolean;
  readonly maxUses: number | null | undefined;
  readonly " $fragmentType": "InvitationCodesPanel_code";
};
export type InvitationCodesPanel_code$key = {
  readonly " $data"?: InvitationCodesPanel_code$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationCodesPanel_code">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationCodesPanel_code",
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxUses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "InvitationCode",
  "abstractKey": null
};

(node as any).hash = "d35f251a233a02f6a069d1ff39449688";

export default node;
