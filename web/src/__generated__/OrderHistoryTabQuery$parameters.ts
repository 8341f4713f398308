/**
 * @generated SignedSource<<0d39b6f4b196bcf026dbe24d50670258>>
 * @relayHash 46fae9d61b3a98cd2ef7c22f298b8455
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a043035e4b82c66a88856bc26ae017bef9646774ab784155cf6e19af3f78ba7a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrderHistoryTabQuery } from './OrderHistoryTabQuery.graphql';

const node: PreloadableConcreteRequest<OrderHistoryTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a043035e4b82c66a88856bc26ae017bef9646774ab784155cf6e19af3f78ba7a",
    "metadata": {},
    "name": "OrderHistoryTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
