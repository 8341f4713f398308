/**
 * @generated SignedSource<<fe7728588a7134500e5fbd7c2f95ad68>>
 * @relayHash 297c8e7902aee7b472cb2768d45e6a39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4619d4db3e9fae03467b2bb06387e6cb97bc50865b28531790fa534cbf666600

import { ConcreteRequest } from 'relay-runtime';
export type tmpProbeQuery$variables = Record<PropertyKey, never>;
export type tmpProbeQuery$data = {
  readonly me: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type tmpProbeQuery = {
  response: tmpProbeQuery$data;
  variables: tmpProbeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "me",
    "plural": false,
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
        "name": "name",
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
    "name": "tmpProbeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "tmpProbeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4619d4db3e9fae03467b2bb06387e6cb97bc50865b28531790fa534cbf666600",
    "metadata": {},
    "name": "tmpProbeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2cbef855c92f676461c5f3acad34f404";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
