/**
 * @generated SignedSource<<79ab90b4093768c075f71564bee62a02>>
 * @relayHash c6ae2f74b3824aac95148c52d42f185c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e78bfeb8a966c8c505095a619790dddcf6407cc4b983c1d037bc03306ae668ee

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminOverviewQuery } from './AdminOverviewQuery.graphql';

const node: PreloadableConcreteRequest<AdminOverviewQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e78bfeb8a966c8c505095a619790dddcf6407cc4b983c1d037bc03306ae668ee",
    "metadata": {},
    "name": "AdminOverviewQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
