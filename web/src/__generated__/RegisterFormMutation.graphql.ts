/**
 * @generated SignedSource<<6182441615948d58183fc71a913755a7>>
 * @relayHash 28e959bd56ce5ef4a06477ab58f403f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05787f8a481245bb3f57c29498fd5af6c1c852020488a2b53f070777645065a8

import { ConcreteRequest } from 'relay-runtime';
export type Language = "ar" | "en" | "%future added value";
export type CustomerRegisterInput = {
  email: string;
  invitationCode: string;
  name?: string | null | undefined;
  neighborhood?: string | null | undefined;
  password: string;
  preferredLanguage?: Language | null | undefined;
  username?: string | null | undefined;
};
export type RegisterFormMutation$variables = {
  input: CustomerRegisterInput;
};
export type RegisterFormMutation$data = {
  readonly customerRegister: {
    readonly __typename: string;
    readonly customer?: {
      readonly email: string;
      readonly hasUsedTrialBox: boolean;
      readonly id: string;
      readonly isSubscriber: boolean;
      readonly name: string;
    };
    readonly message?: string;
  };
};
export type RegisterFormMutation = {
  response: RegisterFormMutation$data;
  variables: RegisterFormMutation$variables;
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
    "name": "customerRegister",
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
            "concreteType": "Customer",
            "kind": "LinkedField",
            "name": "customer",
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
                "name": "email",
                "storageKey": null
              },
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
                "name": "hasUsedTrialBox",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSubscriber",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CustomerRegisterPayload",
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
    "name": "RegisterFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegisterFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "05787f8a481245bb3f57c29498fd5af6c1c852020488a2b53f070777645065a8",
    "metadata": {},
    "name": "RegisterFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9bd2c067a83248538d23220ec7fde03c";

export default node;
