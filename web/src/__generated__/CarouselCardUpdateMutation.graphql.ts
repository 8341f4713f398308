/**
 * @generated SignedSource<<da598faae9df587fe979e5ae15ac2a0e>>
 * @relayHash 0d435862646276a7f6a3496175f47696
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f77501a65c453ab6508e342bee3e0ad43323694cedb8de3480fb9a218c0e576

import { ConcreteRequest } from 'relay-runtime';
export type CarouselMealUpdateInput = {
  carouselMeal: CarouselMealInput;
  id: string;
};
export type CarouselMealInput = {
  description?: string | null | undefined;
  descriptionAr?: string | null | undefined;
  displayOrder?: number | null | undefined;
  imageUrl?: string | null | undefined;
  isActive?: boolean | null | undefined;
  name: string;
  nameAr?: string | null | undefined;
};
export type CarouselCardUpdateMutation$variables = {
  input: CarouselMealUpdateInput;
};
export type CarouselCardUpdateMutation$data = {
  readonly carouselMealUpdate: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type CarouselCardUpdateMutation = {
  response: CarouselCardUpdateMutation$data;
  variables: CarouselCardUpdateMutation$variables;
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
    "name": "carouselMealUpdate",
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
    "name": "CarouselCardUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CarouselCardUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6f77501a65c453ab6508e342bee3e0ad43323694cedb8de3480fb9a218c0e576",
    "metadata": {},
    "name": "CarouselCardUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "15ef3ead2985932801127bcba470ab31";

export default node;
