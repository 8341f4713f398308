/**
 * @generated SignedSource<<d1d888ec5a72e53f842f90de8094bab1>>
 * @relayHash a415bfbdafbcd9d7db0ccf3e63540a86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 300640ee4a6ddc992e12c7e7495f2583ee444f66635b8ef8138cccfb2d6b9094

import { ConcreteRequest } from 'relay-runtime';
export type FaqDeleteInput = {
  id: string;
};
export type FaqsCardDeleteMutation$variables = {
  input: FaqDeleteInput;
};
export type FaqsCardDeleteMutation$data = {
  readonly faqDelete: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type FaqsCardDeleteMutation = {
  response: FaqsCardDeleteMutation$data;
  variables: FaqsCardDeleteMutation$variables;
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
    "name": "faqDelete",
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
    "name": "FaqsCardDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FaqsCardDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "300640ee4a6ddc992e12c7e7495f2583ee444f66635b8ef8138cccfb2d6b9094",
    "metadata": {},
    "name": "FaqsCardDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3623c1b9de8d9cc082d6b329e816ccf0";

export default node;
