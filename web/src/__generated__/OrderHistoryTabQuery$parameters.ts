/**
 * @generated SignedSource<<03a850ae041aa4268b595685e6fdb96d>>
 * @relayHash ac7d2a0f0eba80c36914dfc9303329e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80d1b4ef73e1771948524308ebfe3b782ad1f199b2d5b6133b6ae46a2d2717ce

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrderHistoryTabQuery } from './OrderHistoryTabQuery.graphql';

const node: PreloadableConcreteRequest<OrderHistoryTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "80d1b4ef73e1771948524308ebfe3b782ad1f199b2d5b6133b6ae46a2d2717ce",
    "metadata": {},
    "name": "OrderHistoryTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
