/**
 * @generated SignedSource<<5b221696091486a9f99e7eabbbcf8483>>
 * @relayHash 46f2ddb3e66b035b8f3785733e4d7dc4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5a9f47be7f64a19fd20cafb8c47043471b8615fd503e1867cfdac5e2c79e13c

import { ConcreteRequest } from 'relay-runtime';
export type CarouselMealCreateInput = {
  carouselMeal: CarouselMealInput;
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
export type CarouselCardCreateMutation$variables = {
  input: CarouselMealCreateInput;
};
export type CarouselCardCreateMutation$data = {
  readonly carouselMealCreate: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type CarouselCardCreateMutation = {
  response: CarouselCardCreateMutation$data;
  variables: CarouselCardCreateMutation$variables;
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
    "name": "carouselMealCreate",
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
    "name": "CarouselCardCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CarouselCardCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a5a9f47be7f64a19fd20cafb8c47043471b8615fd503e1867cfdac5e2c79e13c",
    "metadata": {},
    "name": "CarouselCardCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aecb3bfcabbb41bea4b08f38ce30c3ea";

export default node;
