/**
 * @generated SignedSource<<1dbedb449a4dabe0a54fa58869dc18a4>>
 * @relayHash 8f687ad52777f6232cfea59de2be70da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45ffdc7a12d11d0ae55d02ea5b408695e623d040bf05a4bfc61b6ebd7cc03d83

import { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "deadline_reminder" | "delivered" | "instapay_failed" | "instapay_received" | "order_locked" | "out_for_delivery" | "payment_failed" | "referral_credit" | "%future added value";
export type PhoneVerificationConfirmInput = {
  code: string;
};
export type PhoneVerificationConfirmMutation$variables = {
  input: PhoneVerificationConfirmInput;
};
export type PhoneVerificationConfirmMutation$data = {
  readonly phoneVerificationConfirm: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly notificationSettings?: {
      readonly kinds: ReadonlyArray<{
        readonly email: boolean;
        readonly kind: NotificationKind;
        readonly sms: boolean;
        readonly whatsapp: boolean;
      }>;
      readonly phoneVerified: boolean;
    };
  };
};
export type PhoneVerificationConfirmMutation = {
  response: PhoneVerificationConfirmMutation$data;
  variables: PhoneVerificationConfirmMutation$variables;
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "phoneVerificationConfirm",
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
            "concreteType": "NotificationSettings",
            "kind": "LinkedField",
            "name": "notificationSettings",
            "plural": false,
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
            "storageKey": null
          }
        ],
        "type": "PhoneVerificationConfirmPayload",
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
    "name": "PhoneVerificationConfirmMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PhoneVerificationConfirmMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "45ffdc7a12d11d0ae55d02ea5b408695e623d040bf05a4bfc61b6ebd7cc03d83",
    "metadata": {},
    "name": "PhoneVerificationConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "04fcd8b81050c7155eb1d85ab07c9a18";

export default node;
