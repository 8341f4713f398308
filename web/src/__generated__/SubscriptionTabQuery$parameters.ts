/**
 * @generated SignedSource<<c16074f283a5043f7364762ec28a7182>>
 * @relayHash 93fddf8cedb8d5d1ddedca98e9680ec5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c25f3dec56b7492bef3bf8f4b6d1560109b099b907023441bd68dd28f226fce2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SubscriptionTabQuery } from './SubscriptionTabQuery.graphql';

const node: PreloadableConcreteRequest<SubscriptionTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c25f3dec56b7492bef3bf8f4b6d1560109b099b907023441bd68dd28f226fce2",
    "metadata": {},
    "name": "SubscriptionTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
