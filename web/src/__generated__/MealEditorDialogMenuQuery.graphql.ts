/**
 * @generated SignedSource<<71e4cd9ba3565013b8c956e047428ba2>>
 * @relayHash 79a8eb5867ae60202bdd28fa9ad261f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d613a775439e980d963aed470c7b817faef1b2ddbc70b231fb63f08d7ab3c5e2

import { ConcreteRequest } from 'relay-runtime';
export type MealEditorDialogMenuQuery$variables = {
  weekRef: string;
};
export type MealEditorDialogMenuQuery$data = {
  readonly week: {
    readonly menu: ReadonlyArray<{
      readonly id: string;
      readonly meal: {
        readonly id: string;
        readonly title: string;
      };
    }>;
  } | null | undefined;
};
export type MealEditorDialogMenuQuery = {
  response: MealEditorDialogMenuQuery$data;
  variables: MealEditorDialogMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "weekRef"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ref",
    "variableName": "weekRef"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "WeekMenuItem",
  "kind": "LinkedField",
  "name": "menu",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Meal",
      "kind": "LinkedField",
      "name": "meal",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MealEditorDialogMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Week",
        "kind": "LinkedField",
        "name": "week",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MealEditorDialogMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Week",
        "kind": "LinkedField",
        "name": "week",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d613a775439e980d963aed470c7b817faef1b2ddbc70b231fb63f08d7ab3c5e2",
    "metadata": {},
    "name": "MealEditorDialogMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a41f88be0c702dd9f402ea272ebc79b";

export default node;
