/**
 * @generated SignedSource<<db98b7f24405ae1ab8933c74247e71dc>>
 * @relayHash 6322a5e83ef2f8ebffcf8647d4f784e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70289f6a12df81d32faac97867a31a1ebf9cabf03f41dc3769fc8468032f5862

import { ConcreteRequest } from 'relay-runtime';
export type MealDeleteInput = {
  id: string;
};
export type MealsPanelDeleteMutation$variables = {
  input: MealDeleteInput;
};
export type MealsPanelDeleteMutation$data = {
  readonly mealDelete: {
    readonly __typename: "MealDeletePayload";
    readonly deletedMealId: string;
    readonly hidden: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type MealsPanelDeleteMutation = {
  response: MealsPanelDeleteMutation$data;
  variables: MealsPanelDeleteMutation$variables;
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
    "name": "mealDelete",
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
            "name": "deletedMealId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hidden",
            "storageKey": null
          }
        ],
        "type": "MealDeletePayload",
        "abstractKey": null
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
    "name": "MealsPanelDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MealsPanelDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "70289f6a12df81d32faac97867a31a1ebf9cabf03f41dc3769fc8468032f5862",
    "metadata": {},
    "name": "MealsPanelDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "58e6b66a21ac6f48c6728e0b19867057";

export default node;
