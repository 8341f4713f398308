/**
 * @generated SignedSource<<13eec920b8216a593c4237fd12507e1c>>
 * @relayHash e32bf7a6026732e7ad5c70ab164def4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80a282dd95e8a8385111e949aac8e08be91d3ea7d57941668e4e7b59f7342a17

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Allergen = "celery" | "dairy" | "eggs" | "fish" | "gluten" | "mustard" | "peanuts" | "sesame" | "shellfish" | "soy" | "tree_nuts" | "%future added value";
export type Diet = "high_protein" | "low_carb" | "pescatarian" | "vegan" | "vegetarian" | "%future added value";
export type FoodProfileInput = {
  avoidAllergens?: ReadonlyArray<Allergen> | null | undefined;
  dislikedIngredients?: ReadonlyArray<string> | null | undefined;
  followDiets?: ReadonlyArray<Diet> | null | undefined;
};
export type FoodPreferencesSectionMutation$variables = {
  input: FoodProfileInput;
};
export type FoodPreferencesSectionMutation$data = {
  readonly foodProfileUpdate: {
    readonly __typename: string;
    readonly issues?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"FoodPreferencesSection_viewer">;
    };
  };
};
export type FoodPreferencesSectionMutation = {
  response: FoodPreferencesSectionMutation$data;
  variables: FoodPreferencesSectionMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldIssue",
      "kind": "LinkedField",
      "name": "issues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FoodPreferencesSectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "foodProfileUpdate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "FoodPreferencesSection_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ProfileUpdatePayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FoodPreferencesSectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "foodProfileUpdate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FoodProfile",
                    "kind": "LinkedField",
                    "name": "foodProfile",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "avoidAllergens",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "followDiets",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dislikedIngredients",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ProfileUpdatePayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "80a282dd95e8a8385111e949aac8e08be91d3ea7d57941668e4e7b59f7342a17",
    "metadata": {},
    "name": "FoodPreferencesSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8fe0fd82a0faeac65ec96adcd49f5f19";

export default node;
