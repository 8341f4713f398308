/**
 * @generated SignedSource<<4da99b0bb205123c194b4b6a0e8e18b0>>
 * @relayHash f752db7f48081ee80f5ac33f0f352963
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af3e467620f6b99ff169d3898d5ef8af86c2fb66d34e337b59b1428a6aec9115

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WebhooksPanelQuery } from './WebhooksPanelQuery.graphql';

const node: PreloadableConcreteRequest<WebhooksPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "af3e467620f6b99ff169d3898d5ef8af86c2fb66d34e337b59b1428a6aec9115",
    "metadata": {},
    "name": "WebhooksPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
