/**
 * @generated SignedSource<<b4a33485a8cb6c53bff54eceb80838a4>>
 * @relayHash c9591ec1d224e8f91de4fae15aef1425
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed773b67e7e6f141b0b6307313ed41c3b25e3ddf1e368bbaf3ce1be056ec92b3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferralsPanelRefreshQuery$variables = Record<PropertyKey, never>;
export type ReferralsPanelRefreshQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ReferralsPanel_query">;
};
export type ReferralsPanelRefreshQuery = {
  response: ReferralsPanelRefreshQuery$data;
  variables: ReferralsPanelRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
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
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReferralsPanelRefreshQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ReferralsPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReferralsPanelRefreshQuery",
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
    ]
  },
  "params": {
    "id": "ed773b67e7e6f141b0b6307313ed41c3b25e3ddf1e368bbaf3ce1be056ec92b3",
    "metadata": {},
    "name": "ReferralsPanelRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9a0dca2ef9115105b6a69868966419a8";

export default node;
