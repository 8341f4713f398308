/**
 * @generated SignedSource<<01bc05f7ecac9233598fad67e26cfde8>>
 * @relayHash 0c62eccbe7fdd7f902537df31c72037e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9359d57d5f8dcf1f19740c2e135b709ec431f1804576fc07f4922bbaf80b4fc4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FaqsCardQuery$variables = Record<PropertyKey, never>;
export type FaqsCardQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FaqsCard_query">;
};
export type FaqsCardQuery = {
  response: FaqsCardQuery$data;
  variables: FaqsCardQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FaqsCardQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FaqsCard_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FaqsCardQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "AdminFaqConnection",
        "kind": "LinkedField",
        "name": "adminFaqs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminFaqEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Faq",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "question",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayOrder",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isActive",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "adminFaqs(first:100)"
      }
    ]
  },
  "params": {
    "id": "9359d57d5f8dcf1f19740c2e135b709ec431f1804576fc07f4922bbaf80b4fc4",
    "metadata": {},
    "name": "FaqsCardQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "b0f226b42d96e92a4affc8be91cf2392";

export default node;
