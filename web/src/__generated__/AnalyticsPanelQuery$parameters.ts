/**
 * @generated SignedSource<<2e8de688379bee6e733d159a4045207f>>
 * @relayHash c9f8a427ce04a7c87526c9330ac328b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb633333362d9575e3841ea359a804d38a99eb89326f029310bec9fbecb8683c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AnalyticsPanelQuery } from './AnalyticsPanelQuery.graphql';

const node: PreloadableConcreteRequest<AnalyticsPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bb633333362d9575e3841ea359a804d38a99eb89326f029310bec9fbecb8683c",
    "metadata": {},
    "name": "AnalyticsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
