/**
 * @generated SignedSource<<137d5d641c164aad07b2d5f351523374>>
 * @relayHash f72c2b94bf23a1609633d4901b5bc9a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f80edc8def3918a7247ee23a2ebd4c25cda9096f3e968174651a7cd7a4afac6c

import { ConcreteRequest } from 'relay-runtime';
export type PartnerEventType = "menu_published" | "order_confirmed" | "order_delivered" | "subscription_cancelled" | "%future added value";
export type WebhookEndpointCreateInput = {
  events: ReadonlyArray<PartnerEventType>;
  partnerApiKeyId?: string | null | undefined;
  url: string;
};
export type AddEndpointDialogCreateMutation$variables = {
  input: WebhookEndpointCreateInput;
};
export type AddEndpointDialogCreateMutation$data = {
  readonly webhookEndpointCreate: {
    readonly __typename: string;
    readonly message?: string;
    readonly webhookEndpoint?: {
      readonly id: string;
      readonly secret: string;
      readonly url: string;
    };
  };
};
export type AddEndpointDialogCreateMutation = {
  response: AddEndpointDialogCreateMutation$data;
  variables: AddEndpointDialogCreateMutation$variables;
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
    "name": "webhookEndpointCreate",
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
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "webhookEndpoint",
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
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secret",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "WebhookEndpointPayload",
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
    "name": "AddEndpointDialogCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddEndpointDialogCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f80edc8def3918a7247ee23a2ebd4c25cda9096f3e968174651a7cd7a4afac6c",
    "metadata": {},
    "name": "AddEndpointDialogCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "16ff233e8ec544389dd6ebc1b56f3cd9";

export default node;
