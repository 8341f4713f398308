/**
 * @generated SignedSource<<49c9ca0b88198e8372e5d3c495d4db62>>
 * @relayHash 339c1aa1f6537239cd52d056bf8b8474
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d604458a1b87f897eb4b715f1891d1380ed34b79d790c257095f4259c839a465

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MenuSelectionScreenQuery } from './MenuSelectionScreenQuery.graphql';

const node: PreloadableConcreteRequest<MenuSelectionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d604458a1b87f897eb4b715f1891d1380ed34b79d790c257095f4259c839a465",
    "metadata": {},
    "name": "MenuSelectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
