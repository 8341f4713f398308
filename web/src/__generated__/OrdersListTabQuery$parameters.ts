/**
 * @generated SignedSource<<f8ea23bcc0d7f3685ec38bb24c661d30>>
 * @relayHash 5083108533db2876de59caa2b432797f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6b14c744e8c33dc2cb1da7b90d2f87a2261a48cf6d9b3cea22e164dadc9a7d4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersListTabQuery } from './OrdersListTabQuery.graphql';

const node: PreloadableConcreteRequest<OrdersListTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a6b14c744e8c33dc2cb1da7b90d2f87a2261a48cf6d9b3cea22e164dadc9a7d4",
    "metadata": {},
    "name": "OrdersListTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
