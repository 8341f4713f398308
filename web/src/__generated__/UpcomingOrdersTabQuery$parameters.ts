/**
 * @generated SignedSource<<20d6eaf6e6a32cf3dd95aa5d0b1b1e29>>
 * @relayHash 4b9c0399bf7ac67b0d58f0d3e1ab12e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1ff7d050833bdde906894f8d291f864134e0ccc4d5b1ae96504ddb91522cdd2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UpcomingOrdersTabQuery } from './UpcomingOrdersTabQuery.graphql';

const node: PreloadableConcreteRequest<UpcomingOrdersTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e1ff7d050833bdde906894f8d291f864134e0ccc4d5b1ae96504ddb91522cdd2",
    "metadata": {},
    "name": "UpcomingOrdersTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
