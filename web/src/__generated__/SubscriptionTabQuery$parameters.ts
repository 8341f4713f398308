/**
 * @generated SignedSource<<bc68187874a7c763b7ce45f925d057ea>>
 * @relayHash d7fccca961b9940d30a4fa578ceccb10
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 889116db996891399a6ab6813d46145c92ecb466e06a82ae9dcc7f6f54d40176

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SubscriptionTabQuery } from './SubscriptionTabQuery.graphql';

const node: PreloadableConcreteRequest<SubscriptionTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "889116db996891399a6ab6813d46145c92ecb466e06a82ae9dcc7f6f54d40176",
    "metadata": {},
    "name": "SubscriptionTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
