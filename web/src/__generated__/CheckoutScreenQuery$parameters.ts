/**
 * @generated SignedSource<<69c39d3005cf584f8b36d463090cc663>>
 * @relayHash 5abeba859d57f374f2848b7950c51b94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 304965a5ce2e62579ba6371ea335aa5894537a197bec6bc3a2ad2671569ec75c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckoutScreenQuery } from './CheckoutScreenQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "304965a5ce2e62579ba6371ea335aa5894537a197bec6bc3a2ad2671569ec75c",
    "metadata": {},
    "name": "CheckoutScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
