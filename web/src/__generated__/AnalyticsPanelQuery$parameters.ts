/**
 * @generated SignedSource<<02791b463fbdcf0e3de44e2904ff84fd>>
 * @relayHash e654fefeb1f3e36340d9ccc4814f41db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a07051b0080b046ae36770d76a8d53a7b9295d33a041aad546b7e2d0864fc6e9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AnalyticsPanelQuery } from './AnalyticsPanelQuery.graphql';

const node: PreloadableConcreteRequest<AnalyticsPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a07051b0080b046ae36770d76a8d53a7b9295d33a041aad546b7e2d0864fc6e9",
    "metadata": {},
    "name": "AnalyticsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
