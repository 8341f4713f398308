/**
 * @generated SignedSource<<099cd2e6a36bdba3d29183cbd80159e9>>
 * @relayHash b14670557821496f7114e48d317cb666
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0a31c9297621377ef37a4fd0b07a544ecfa0b5b7b529298a1e0e7094933bcd6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminsPanelQuery } from './AdminsPanelQuery.graphql';

const node: PreloadableConcreteRequest<AdminsPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b0a31c9297621377ef37a4fd0b07a544ecfa0b5b7b529298a1e0e7094933bcd6",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "adminAccounts"
          ]
        }
      ]
    },
    "name": "AdminsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
