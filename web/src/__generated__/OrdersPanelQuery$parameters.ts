/**
 * @generated SignedSource<<48151f974ca46215b8466ed41af7ec14>>
 * @relayHash e49dc95adee912dd9ae89f45025cfe3d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6e0bc5b91db38710d19124baa2d3ec8fa17d16c8b5edcdef55592eb831be427

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersPanelQuery } from './OrdersPanelQuery.graphql';

const node: PreloadableConcreteRequest<OrdersPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f6e0bc5b91db38710d19124baa2d3ec8fa17d16c8b5edcdef55592eb831be427",
    "metadata": {},
    "name": "OrdersPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
