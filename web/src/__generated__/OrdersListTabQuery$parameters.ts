/**
 * @generated SignedSource<<f7f3eb7fea498d0db34b8ab390469c6c>>
 * @relayHash 7ae6b4dd130574d7ed11f97845a5d3f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6a63f44f8c788832b39df9bcaf6f675546f4a9768e70b5643efd20634dcb2f3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersListTabQuery } from './OrdersListTabQuery.graphql';

const node: PreloadableConcreteRequest<OrdersListTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b6a63f44f8c788832b39df9bcaf6f675546f4a9768e70b5643efd20634dcb2f3",
    "metadata": {},
    "name": "OrdersListTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
