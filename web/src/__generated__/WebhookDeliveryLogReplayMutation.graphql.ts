/**
 * @generated SignedSource<<51c098efbf83e4e8a8800ae74731b716>>
 * @relayHash 2c766248ed542f98285055ff6e2e4a4d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17a33be903773562eda125d084a8ca51643959eb81ee700448611dce9710d470

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "failed" | "given_up" | "pending" | "succeeded" | "%future added value";
export type WebhookDeliveryReplayInput = {
  id: string;
};
export type WebhookDeliveryLogReplayMutation$variables = {
  input: WebhookDeliveryReplayInput;
};
export type WebhookDeliveryLogReplayMutation$data = {
  readonly webhookDeliveryReplay: {
    readonly __typename: string;
    readonly message?: string;
    readonly webhookDelivery?: {
      readonly id: string;
      readonly status: WebhookDeliveryStatus;
    };
  };
};
export type WebhookDeliveryLogReplayMutation = {
  response: WebhookDeliveryLogReplayMutation$data;
  variables: WebhookDeliveryLogReplayMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "webhookDeliveryReplay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "webhookDelivery",
            "plural": false,
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "WebhookDeliveryPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhookDeliveryLogReplayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookDeliveryLogReplayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "17a33be903773562eda125d084a8ca51643959eb81ee700448611dce9710d470",
    "metadata": {},
    "name": "WebhookDeliveryLogReplayMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "748848fb4c5d26fca52d2d08e9a6e582";

export default node;
