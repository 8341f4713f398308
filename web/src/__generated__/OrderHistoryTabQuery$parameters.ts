/**
 * @generated SignedSource<<3863782bf30729fb2eeef9196d1d5b5b>>
 * @relayHash 412e91e97ba79efb3c50aac86af655fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed0150597b9f5692a20d77d85ea426d5ff6e1c30853bc87a3a42345785996f8f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrderHistoryTabQuery } from './OrderHistoryTabQuery.graphql';

const node: PreloadableConcreteRequest<OrderHistoryTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ed0150597b9f5692a20d77d85ea426d5ff6e1c30853bc87a3a42345785996f8f",
    "metadata": {},
    "name": "OrderHistoryTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
