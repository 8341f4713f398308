/**
 * @generated SignedSource<<519e9b081894e56d18bc2639bf5fe0e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InstapayPanel_query$data = {
  readonly instapayRecipient: {
    readonly accountName: string;
    readonly address: string;
  } | null | undefined;
  readonly " $fragmentType": "InstapayPanel_query";
};
export type InstapayPanel_query$key = {
  readonly " $data"?: InstapayPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"InstapayPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InstapayPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "InstapayRecipient",
      "kind": "LinkedField",
      "name": "instapayRecipient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f50789f55aef15381870a3ca1022906f";

export default node;
