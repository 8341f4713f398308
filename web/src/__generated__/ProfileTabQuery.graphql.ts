/**
 * @generated SignedSource<<e75cfcd8f9a452a97eb0666a782f8db7>>
 * @relayHash 094e0574ac6d22700335a1ff7aa04627
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81208ec0b8a2ff4f6f079700ae2199cf08bfd15b9eb03665d52e69cb98c99a0c

import { ConcreteRequest } from 'relay-runtime';
export type ProfileTabQuery$variables = Record<PropertyKey, never>;
export type ProfileTabQuery$data = {
  readonly viewer: {
    readonly address: {
      readonly apartment: string;
      readonly area: string;
      readonly building: string;
      readonly deliveryNotes: string;
      readonly floor: string;
      readonly landmark: string;
      readonly name: string;
      readonly street: string;
    };
    readonly email: string;
    readonly name: string;
    readonly phone: string | null | undefined;
  } | null | undefined;
};
export type ProfileTabQuery = {
  response: ProfileTabQuery$data;
  variables: ProfileTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CustomerAddress",
        "kind": "LinkedField",
        "name": "address",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "street",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "apartment",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "building",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "floor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "area",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "landmark",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveryNotes",
            "storageKey": null
          }
        ],
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
    "name": "ProfileTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfileTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "81208ec0b8a2ff4f6f079700ae2199cf08bfd15b9eb03665d52e69cb98c99a0c",
    "metadata": {},
    "name": "ProfileTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "88eb8d19b62616c408dfe70b293cb115";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
