/**
 * @generated SignedSource<<c28e4b80eaeba69807c0241e7e34aca4>>
 * @relayHash 658e58b0d5a411ca11a5130d6a142e4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5535f7dee2da4edd964829647f7d05d0113135548c8ab417bbe7387a5058986

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionPauseInput = {
  weeks: number;
};
export type SubscriptionTabPauseMutation$variables = {
  input: SubscriptionPauseInput;
};
export type SubscriptionTabPauseMutation$data = {
  readonly subscriptionPause: {
    readonly __typename: string;
    readonly message?: string;
    readonly weeks?: ReadonlyArray<{
      readonly id: string;
      readonly label: string;
    }>;
  };
};
export type SubscriptionTabPauseMutation = {
  response: SubscriptionTabPauseMutation$data;
  variables: SubscriptionTabPauseMutation$variables;
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
    "name": "subscriptionPause",
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
            "concreteType": "Week",
            "kind": "LinkedField",
            "name": "weeks",
            "plural": true,
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
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubscriptionPausePayload",
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
    "name": "SubscriptionTabPauseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubscriptionTabPauseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d5535f7dee2da4edd964829647f7d05d0113135548c8ab417bbe7387a5058986",
    "metadata": {},
    "name": "SubscriptionTabPauseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "98c9f48c86bbdea89b14a8496533c840";

export default node;
