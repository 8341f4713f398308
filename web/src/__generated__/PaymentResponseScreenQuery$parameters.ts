/**
 * @generated SignedSource<<542444ae57c691092d48f5a6c4c05472>>
 * @relayHash 86a52545ba182c8e1a424fd6b0986712
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6f3649a1b3b09a05e6c2c5fca6516aeac592eea2ca56af4b308350c8abf739d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaymentResponseScreenQuery } from './PaymentResponseScreenQuery.graphql';

const node: PreloadableConcreteRequest<PaymentResponseScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c6f3649a1b3b09a05e6c2c5fca6516aeac592eea2ca56af4b308350c8abf739d",
    "metadata": {},
    "name": "PaymentResponseScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
