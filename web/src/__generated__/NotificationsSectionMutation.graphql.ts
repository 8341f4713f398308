/**
 * @generated SignedSource<<9b275e7f4f52cbecdf377bdb679dc304>>
 * @relayHash 89f0e312b1bfac91517fc07671886762
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 240d6df8ff9d0d726ed46d1c6c56c7fe3257fd645f5bb07661f0459a4c42583b

import { ConcreteRequest } from 'relay-runtime';
export type NotificationChannel = "email" | "sms" | "whatsapp" | "%future added value";
export type NotificationKind = "deadline_reminder" | "delivered" | "instapay_failed" | "instapay_received" | "order_locked" | "out_for_delivery" | "payment_failed" | "referral_credit" | "%future added value";
export type NotificationPreferenceInput = {
  channel: NotificationChannel;
  enabled: boolean;
  kind: NotificationKind;
};
export type NotificationsSectionMutation$variables = {
  preferences: ReadonlyArray<NotificationPreferenceInput>;
};
export type NotificationsSectionMutation$data = {
  readonly notificationPreferencesUpdate: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly kinds?: ReadonlyArray<{
      readonly email: boolean;
      readonly kind: NotificationKind;
      readonly sms: boolean;
      readonly whatsapp: boolean;
    }>;
    readonly message?: string;
    readonly phoneVerified?: boolean;
  };
};
export type NotificationsSectionMutation = {
  response: NotificationsSectionMutation$data;
  variables: NotificationsSectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "preferences"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "preferences",
        "variableName": "preferences"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "notificationPreferencesUpdate",
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
            "kind": "ScalarField",
            "name": "phoneVerified",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationKindPreference",
            "kind": "LinkedField",
            "name": "kinds",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
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
                "name": "whatsapp",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sms",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "NotificationSettings",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "NotificationsSectionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsSectionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "240d6df8ff9d0d726ed46d1c6c56c7fe3257fd645f5bb07661f0459a4c42583b",
    "metadata": {},
    "name": "NotificationsSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9fc824c45ef9ed6a141ce91e81ba2928";

export default node;
