/**
 * @generated SignedSource<<0381a7e29e290d45968aae4a44598ebd>>
 * @relayHash 68f2938b771849ce9e3cc4a1254a48f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ccf1ff6a7871d1de1266769f4e279ba218e36fe91254ae21215cd22be8bb8c8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckoutScreenQuery } from './CheckoutScreenQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0ccf1ff6a7871d1de1266769f4e279ba218e36fe91254ae21215cd22be8bb8c8",
    "metadata": {},
    "name": "CheckoutScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
