/**
 * @generated SignedSource<<eecd70b9103c90bd039114bea0ab58bf>>
 * @relayHash 70d56a90ad22c6a772162a4e04e4031b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83dc4f8a3d448743aea8f908ad9525e80f3483cedfd19b41fb768cd5f41052d1

import { ConcreteRequest } from 'relay-runtime';
export type WeeklyMenusPanelQuery$variables = Record<PropertyKey, never>;
export type WeeklyMenusPanelQuery$data = {
  readonly adminWeeks: ReadonlyArray<{
    readonly databaseId: number;
    readonly id: string;
  }>;
};
export type WeeklyMenusPanelQuery = {
  response: WeeklyMenusPanelQuery$data;
  variables: WeeklyMenusPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Week",
    "kind": "LinkedField",
    "name": "adminWeeks",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "databaseId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WeeklyMenusPanelQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WeeklyMenusPanelQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "83dc4f8a3d448743aea8f908ad9525e80f3483cedfd19b41fb768cd5f41052d1",
    "metadata": {},
    "name": "WeeklyMenusPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b3057a23460739680069fb489d57361d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
