/**
 * @generated SignedSource<<26a0533fe80286f37eaf2d50a7eafe5a>>
 * @relayHash 42ad45a145284a76abf5c2ee414194a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3da5e40ca0966158cbccab20770bdcbca285a9a456c544e16716009dfdcd7e2

import { ConcreteRequest } from 'relay-runtime';
export type FaqCreateInput = {
  faq: FaqInput;
};
export type FaqInput = {
  answer: string;
  answerAr?: string | null | undefined;
  displayOrder?: number | null | undefined;
  isActive?: boolean | null | undefined;
  question: string;
  questionAr?: string | null | undefined;
};
export type FaqsCardCreateMutation$variables = {
  input: FaqCreateInput;
};
export type FaqsCardCreateMutation$data = {
  readonly faqCreate: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type FaqsCardCreateMutation = {
  response: FaqsCardCreateMutation$data;
  variables: FaqsCardCreateMutation$variables;
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
    "name": "faqCreate",
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
    "name": "FaqsCardCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FaqsCardCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c3da5e40ca0966158cbccab20770bdcbca285a9a456c544e16716009dfdcd7e2",
    "metadata": {},
    "name": "FaqsCardCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb7c6c68b0b9d49a57fe9445e8d7169a";

export default node;
