/**
 * @generated SignedSource<<30b796712829438082be0101e60c4a5f>>
 * @relayHash e09ecf5659419e183fd7ea71dae0f702
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cbc93aeef419fe543346493194c1b0f94a49507a4426860e330676e9e70f078

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersListTabQuery } from './OrdersListTabQuery.graphql';

const node: PreloadableConcreteRequest<OrdersListTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8cbc93aeef419fe543346493194c1b0f94a49507a4426860e330676e9e70f078",
    "metadata": {},
    "name": "OrdersListTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
