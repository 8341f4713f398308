/**
 * @generated SignedSource<<df2f6583313f1c45f69e97a834a9e050>>
 * @relayHash 803c6540af20181dfe04a36bcd6524a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ec26ac4b380ef4038a36a95aa105bdd7b4b354239a5ad774dbf06e793983a55

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaymentResponseScreenQuery } from './PaymentResponseScreenQuery.graphql';

const node: PreloadableConcreteRequest<PaymentResponseScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0ec26ac4b380ef4038a36a95aa105bdd7b4b354239a5ad774dbf06e793983a55",
    "metadata": {},
    "name": "PaymentResponseScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
