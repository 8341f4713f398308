/**
 * @generated SignedSource<<de8c0abd8b364a12712902f687af0627>>
 * @relayHash 598490bab01c671eaa11b9cd805b3950
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dcee50b704c71abdec5828fb7f0afc33b432ca54bb97a6628a9783cd6f59d871

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointsListRefetchQuery$variables = Record<PropertyKey, never>;
export type WebhookEndpointsListRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointsList_query">;
};
export type WebhookEndpointsListRefetchQuery = {
  response: WebhookEndpointsListRefetchQuery$data;
  variables: WebhookEndpointsListRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhookEndpointsListRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "WebhookEndpointsList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebhookEndpointsListRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "adminWebhookEndpoints",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
        "alias": null,
        "args": null,
        "concreteType": "WebhookKeyOption",
        "kind": "LinkedField",
        "name": "adminWebhookKeyOptions",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "dcee50b704c71abdec5828fb7f0afc33b432ca54bb97a6628a9783cd6f59d871",
    "metadata": {},
    "name": "WebhookEndpointsListRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d4807dc783a118d46278f724df5a5dbe";

export default node;
