/**
 * @generated SignedSource<<2141a1ab67dc77fe66c115c34e634c11>>
 * @relayHash 03705d399572e348008b296ee6c9ed6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83228c10bc6a1e64dad292997239d61942cfc037093ccada69753fe6166c645d

import { ConcreteRequest } from 'relay-runtime';
export type Language = "ar" | "en" | "%future added value";
export type ProfileUpdateInput = {
  address?: CustomerAddressInput | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  preferredLanguage?: Language | null | undefined;
};
export type CustomerAddressInput = {
  apartment?: string | null | undefined;
  area?: string | null | undefined;
  building?: string | null | undefined;
  deliveryNotes?: string | null | undefined;
  floor?: string | null | undefined;
  landmark?: string | null | undefined;
  name?: string | null | undefined;
  street?: string | null | undefined;
};
export type LanguageSwitchMutation$variables = {
  input: ProfileUpdateInput;
};
export type LanguageSwitchMutation$data = {
  readonly profileUpdate: {
    readonly __typename: string;
  };
};
export type LanguageSwitchMutation = {
  response: LanguageSwitchMutation$data;
  variables: LanguageSwitchMutation$variables;
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
    "name": "profileUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "LanguageSwitchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LanguageSwitchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "83228c10bc6a1e64dad292997239d61942cfc037093ccada69753fe6166c645d",
    "metadata": {},
    "name": "LanguageSwitchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ee1b2269200029f184709f17c8960e6c";

export default node;
