/**
 * @generated SignedSource<<87dd366b4e13ce7a36d7b2717a4edc06>>
 * @relayHash 9f40f7e193f585689d47f73d1fcbbabd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c215e68e99f37437afd9b6afde4212190091db238b0994299c1b1c7be2337f3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NeighborhoodsPanelQuery } from './NeighborhoodsPanelQuery.graphql';

const node: PreloadableConcreteRequest<NeighborhoodsPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2c215e68e99f37437afd9b6afde4212190091db238b0994299c1b1c7be2337f3",
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
