/**
 * @generated SignedSource<<a037b860fd1fb3f8a8ad62fe9fa73488>>
 * @relayHash f17f61db9d6bd3334d30bdfed5175127
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a46ecb6a9e5c8766afd7dd66e0f58f58776c17f59d04577f5beee3113c6a375

import { ConcreteRequest } from 'relay-runtime';
export type CarouselMealDeleteInput = {
  id: string;
};
export type CarouselCardDeleteMutation$variables = {
  input: CarouselMealDeleteInput;
};
export type CarouselCardDeleteMutation$data = {
  readonly carouselMealDelete: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type CarouselCardDeleteMutation = {
  response: CarouselCardDeleteMutation$data;
  variables: CarouselCardDeleteMutation$variables;
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
    "name": "carouselMealDelete",
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
    "name": "CarouselCardDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CarouselCardDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9a46ecb6a9e5c8766afd7dd66e0f58f58776c17f59d04577f5beee3113c6a375",
    "metadata": {},
    "name": "CarouselCardDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7c78d839139c1710945da427654a59ed";

export default node;
