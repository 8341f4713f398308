/**
 * @generated SignedSource<<264e2d5a04963f7f309336fc302ef28a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CreditReason = "admin_revoke" | "order_return" | "order_use" | "referral" | "%future added value";
export type ReferralStatus = "credited" | "monthly_limit" | "pending" | "self_referral" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReferralSection_viewer$data = {
  readonly credit: {
    readonly balance: {
      readonly piasters: number;
    };
    readonly entries: ReadonlyArray<{
      readonly amount: {
        readonly piasters: number;
      };
      readonly createdAt: any;
      readonly databaseId: number;
      readonly reason: CreditReason;
    }>;
  };
  readonly referral: {
    readonly code: string;
    readonly creditPerFriend: {
      readonly piasters: number;
    };
    readonly friends: ReadonlyArray<{
      readonly firstName: string;
      readonly status: ReferralStatus;
    }>;
    readonly monthlyLimit: number;
    readonly shareLink: string;
    readonly usesLeft: number;
  };
  readonly " $fragmentType": "ReferralSection_viewer";
};
export type ReferralSection_viewer$key = {
  readonly " $data"?: ReferralSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferralSection_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "piasters",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReferralSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReferralProgram",
      "kind": "LinkedField",
      "name": "referral",
      "plural": false,
      "selections": [
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
          "name": "shareLink",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "usesLeft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "creditPerFriend",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "monthlyLimit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReferredFriend",
          "kind": "LinkedField",
          "name": "friends",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditAccount",
      "kind": "LinkedField",
      "name": "credit",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "balance",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CreditEntry",
          "kind": "LinkedField",
          "name": "entries",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "databaseId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "amount",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "443e8c214a8fa03897588fa28ac8dd89";

export default node;
