/**
 * @generated SignedSource<<ccffd7f0d2a43b76f348a9cd7552a1cb>>
 * @relayHash c0b6327bd323843059b35960346a1e80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8144040b2fcd99ef380a3fa645b12710751f1b365e19ec60bc42cfb30214a3aa

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NeighborhoodsPanelQuery } from './NeighborhoodsPanelQuery.graphql';

const node: PreloadableConcreteRequest<NeighborhoodsPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8144040b2fcd99ef380a3fa645b12710751f1b365e19ec60bc42cfb30214a3aa",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "adminNeighborhoods"
          ]
        }
      ]
    },
    "name": "NeighborhoodsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
