/**
 * @generated SignedSource<<eb9c8871960b9223f50d4253e89fdae5>>
 * @relayHash 198bdb819e216ce4913804ff71e4926b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 695a1133c5bc451cebd71ec40fd6910ec36c949454d2a181a5715357d459c74e

import { ConcreteRequest } from 'relay-runtime';
export type FaqUpdateInput = {
  faq: FaqInput;
  id: string;
};
export type FaqInput = {
  answer: string;
  answerAr?: string | null | undefined;
  displayOrder?: number | null | undefined;
  isActive?: boolean | null | undefined;
  question: string;
  questionAr?: string | null | undefined;
};
export type FaqsCardUpdateMutation$variables = {
  input: FaqUpdateInput;
};
export type FaqsCardUpdateMutation$data = {
  readonly faqUpdate: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type FaqsCardUpdateMutation = {
  response: FaqsCardUpdateMutation$data;
  variables: FaqsCardUpdateMutation$variables;
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
    "name": "faqUpdate",
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
    "name": "FaqsCardUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FaqsCardUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "695a1133c5bc451cebd71ec40fd6910ec36c949454d2a181a5715357d459c74e",
    "metadata": {},
    "name": "FaqsCardUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b7ec4e63eb20684aacf0e894e33b90c4";

export default node;
