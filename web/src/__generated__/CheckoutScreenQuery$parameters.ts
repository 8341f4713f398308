/**
 * @generated SignedSource<<fd95e48d87e81be618cf3ec8a1a4cd77>>
 * @relayHash ef90f6601361b06581da81f7c954fd2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 89ff8e0b6ed951f834d0d97914340e0b9309a21676c427736e839f4019e29bdb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckoutScreenQuery } from './CheckoutScreenQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "89ff8e0b6ed951f834d0d97914340e0b9309a21676c427736e839f4019e29bdb",
    "metadata": {},
    "name": "CheckoutScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
