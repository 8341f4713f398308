/**
 * @generated SignedSource<<b3855542bc0cd827767a2fc93fa8657c>>
 * @relayHash aa8da017db8ba5b547bf8971b5352009
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47a9bc03c80748d6bd84dd2ad406431597936e7c254d5f4a23ff1c976869047d

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
        readonly imageUrl: string | null | undefined;
        readonly large: {
          readonly calories: number;
          readonly protein: number;
        };
        readonly standard: {
          readonly calories: number;
          readonly protein: number;
        };
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
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "calories",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "protein",
    "storageKey": null
  }
],
v4 = {
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Nutrition",
          "kind": "LinkedField",
          "name": "standard",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Nutrition",
          "kind": "LinkedField",
          "name": "large",
          "plural": false,
          "selections": (v3/*:: as any*/),
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
          (v4/*:: as any*/)
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
          (v4/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "47a9bc03c80748d6bd84dd2ad406431597936e7c254d5f4a23ff1c976869047d",
    "metadata": {},
    "name": "MealEditorDialogMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ed56fad09cf1b50fad6a10257d473fe5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
