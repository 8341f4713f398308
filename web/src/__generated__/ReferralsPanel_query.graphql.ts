/**
 * @generated SignedSource<<abd221d15ccac5c42783708f7327d6c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReferralStatus = "credited" | "monthly_limit" | "pending" | "self_referral" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReferralsPanel_query$data = {
  readonly adminReferrals: ReadonlyArray<{
    readonly code: string;
    readonly credit: {
      readonly piasters: number;
    };
    readonly friendEmail: string;
    readonly friendId: number;
    readonly inviterEmail: string;
    readonly referralId: number | null | undefined;
    readonly registeredAt: any;
    readonly revoked: {
      readonly piasters: number;
    };
    readonly status: ReferralStatus;
  }>;
  readonly " $fragmentType": "ReferralsPanel_query";
};
export type ReferralsPanel_query$key = {
  readonly " $data"?: ReferralsPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferralsPanel_query">;
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
  "name": "ReferralsPanel_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 200
        }
      ],
      "concreteType": "AdminReferral",
      "kind": "LinkedField",
      "name": "adminReferrals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "referralId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "friendId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "friendEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inviterEmail",
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "credit",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "revoked",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "registeredAt",
          "storageKey": null
        }
      ],
      "storageKey": "adminReferrals(first:200)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "f54ff295023f550f68d2662e95ec9774";

export default node;
