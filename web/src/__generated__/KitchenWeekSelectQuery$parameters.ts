/**
 * @generated SignedSource<<45f633b7a9eda24aa0863845ecb76939>>
 * @relayHash 1bcde958ead5788a24bd2a648a43d235
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d32d4c54e8cd37a3700f0546cf11ed6d9ed4004e74bfcef37b96081d847cc557

import { PreloadableConcreteRequest } from 'relay-runtime';
import { KitchenWeekSelectQuery } from './KitchenWeekSelectQuery.graphql';

const node: PreloadableConcreteRequest<KitchenWeekSelectQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d32d4c54e8cd37a3700f0546cf11ed6d9ed4004e74bfcef37b96081d847cc557",
    "metadata": {},
    "name": "KitchenWeekSelectQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
