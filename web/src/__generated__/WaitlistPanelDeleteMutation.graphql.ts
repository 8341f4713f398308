/**
 * @generated SignedSource<<4940a51acfd2b665e8e215af5df68eac>>
 * @relayHash 384f462c9a64deda88c27d7ede24e55d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53083a16f9c81de9ba8f526a915bda8414427caba29e79cea4dbcdb9788b517f

import { ConcreteRequest } from 'relay-runtime';
export type WaitlistEntryDeleteInput = {
  id: string;
};
export type WaitlistPanelDeleteMutation$variables = {
  input: WaitlistEntryDeleteInput;
};
export type WaitlistPanelDeleteMutation$data = {
  readonly waitlistEntryDelete: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type WaitlistPanelDeleteMutation = {
  response: WaitlistPanelDeleteMutation$data;
  variables: WaitlistPanelDeleteMutation$variables;
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
    "name": "waitlistEntryDelete",
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
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "DeletedPayload",
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
    "name": "WaitlistPanelDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WaitlistPanelDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "53083a16f9c81de9ba8f526a915bda8414427caba29e79cea4dbcdb9788b517f",
    "metadata": {},
    "name": "WaitlistPanelDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b50a020ee64ddbc1e48831d215d0ad04";

export default node;
