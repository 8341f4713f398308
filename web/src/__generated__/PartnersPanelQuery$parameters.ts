/**
 * @generated SignedSource<<1d49b32bba70da854dd16b1e04ca226b>>
 * @relayHash bacdd98adc0562e9152423572f2a301f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a8dddcd654ff413bec85c6ee173e93390e1a59d90c4a0f0e0b4aa09a9cb51b7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PartnersPanelQuery } from './PartnersPanelQuery.graphql';

const node: PreloadableConcreteRequest<PartnersPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8a8dddcd654ff413bec85c6ee173e93390e1a59d90c4a0f0e0b4aa09a9cb51b7",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "adminPartnerKeys"
          ]
        }
      ]
    },
    "name": "PartnersPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
