/**
 * @generated SignedSource<<179819c8f7a4cb763dcf271fbdffed66>>
 * @relayHash 07cb2719fdbf58d7c64edc0b00fa8eaa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21382de262ddf78d488eb09f5f5b5f9f88562e6dce71041b6eac15d974167207

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DeliverySheetScreenQuery } from './DeliverySheetScreenQuery.graphql';

const node: PreloadableConcreteRequest<DeliverySheetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "21382de262ddf78d488eb09f5f5b5f9f88562e6dce71041b6eac15d974167207",
    "metadata": {},
    "name": "DeliverySheetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
