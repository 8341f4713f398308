/**
 * @generated SignedSource<<ad64578f7ffa50b106a9db7765c82400>>
 * @relayHash f61d108b861d303884853e9e1dc0074b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfaa9272f9fa98386c3c2fb68d842173bcb1d115a22fb5fa8a056140fbeff13b

import { ConcreteRequest } from 'relay-runtime';
export type DeliverySlot = "evening" | "morning" | "%future added value";
export type PortionSize = "large" | "mixed" | "standard" | "%future added value";
export type SubscriptionDefaultsUpdateInput = {
  deliverySlot?: DeliverySlot | null | undefined;
  mealCount?: number | null | undefined;
  portionSize?: PortionSize | null | undefined;
};
export type DefaultsDialogMutation$variables = {
  input: SubscriptionDefaultsUpdateInput;
};
export type DefaultsDialogMutation$data = {
  readonly subscriptionDefaultsUpdate: {
    readonly __typename: string;
    readonly message?: string;
    readonly subscription?: {
      readonly deliverySlot: DeliverySlot;
      readonly id: string;
      readonly mealCount: number;
      readonly portionSize: PortionSize;
    };
  };
};
export type DefaultsDialogMutation = {
  response: DefaultsDialogMutation$data;
  variables: DefaultsDialogMutation$variables;
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
    "name": "subscriptionDefaultsUpdate",
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
            "concreteType": "CustomerSubscription",
            "kind": "LinkedField",
            "name": "subscription",
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
                "name": "mealCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "portionSize",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deliverySlot",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubscriptionDefaultsUpdatePayload",
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
    "name": "DefaultsDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DefaultsDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dfaa9272f9fa98386c3c2fb68d842173bcb1d115a22fb5fa8a056140fbeff13b",
    "metadata": {},
    "name": "DefaultsDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8bf258d75f69f2351ff5fa2293e650f7";

export default node;
