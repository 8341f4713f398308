/**
 * @generated SignedSource<<ccf7a4178441a6df362578b3de4a9ab9>>
 * @relayHash d2937f8a743cc33862cecf306227f97b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1bfb336dca5f76e8b95017f8ac2615a34429744ae34d861681ae92e6209353a

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryStartInput = {
  slot: string;
  weekId: string;
};
export type DeliveryStartButtonMutation$variables = {
  input: DeliveryStartInput;
};
export type DeliveryStartButtonMutation$data = {
  readonly deliveryStart: {
    readonly __typename: string;
    readonly message?: string;
    readonly startedAt?: any | null | undefined;
  };
};
export type DeliveryStartButtonMutation = {
  response: DeliveryStartButtonMutation$data;
  variables: DeliveryStartButtonMutation$variables;
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
    "name": "deliveryStart",
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
            "name": "startedAt",
            "storageKey": null
          }
        ],
        "type": "DeliverySheet",
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
    "name": "DeliveryStartButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveryStartButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c1bfb336dca5f76e8b95017f8ac2615a34429744ae34d861681ae92e6209353a",
    "metadata": {},
    "name": "DeliveryStartButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "79960d184552d4fd9dec815b2a19f288";

export default node;
