/**
 * @generated SignedSource<<03d4a5197dd21fd6083ea2d6f64b9083>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "deadline_reminder" | "delivered" | "instapay_failed" | "instapay_received" | "order_locked" | "out_for_delivery" | "payment_failed" | "referral_credit" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationsSection_viewer$data = {
  readonly notificationSettings: {
    readonly kinds: ReadonlyArray<{
      readonly email: boolean;
      readonly kind: NotificationKind;
      readonly sms: boolean;
      readonly whatsapp: boolean;
    }>;
    readonly phoneVerified: boolean;
  };
  readonly " $fragmentType": "NotificationsSection_viewer";
};
export type NotificationsSection_viewer$key = {
  readonly " $data"?: NotificationsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsSection_viewer",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "afe2caa03697ac98e5e2362192b29458";

export default node;
