/**
 * @generated SignedSource<<f68a861837c1df4dbbcae115fd95d34d>>
 * @relayHash 15e700fb105baac222661b4f3c69f00d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f48de98602699e9ac46a00d4fb6075522e226d0538470e8c30e99388d44aa459

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionTabCardMutation$variables = Record<PropertyKey, never>;
export type SubscriptionTabCardMutation$data = {
  readonly paymentMethodUpdate: {
    readonly __typename: string;
    readonly cardSetup?: {
      readonly checkoutUrl: string;
    };
    readonly message?: string;
  };
};
export type SubscriptionTabCardMutation = {
  response: SubscriptionTabCardMutation$data;
  variables: SubscriptionTabCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "input",
        "value": {}
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "paymentMethodUpdate",
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
            "concreteType": "CardSetup",
            "kind": "LinkedField",
            "name": "cardSetup",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "checkoutUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PaymentMethodUpdatePayload",
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
    "storageKey": "paymentMethodUpdate(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionTabCardMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionTabCardMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f48de98602699e9ac46a00d4fb6075522e226d0538470e8c30e99388d44aa459",
    "metadata": {},
    "name": "SubscriptionTabCardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2727c8b3d6507ef382192aa0f4188b7b";

export default node;
