/**
 * @generated SignedSource<<2f14e08ddc74df2a8817b2035292a8dd>>
 * @relayHash a534b81b98db8b62c1bee5ea88db93ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdcc4b2dc58a084e2557237ae0868b27d4512afc987a394dd4d544c3167e558b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckoutScreenQuery } from './CheckoutScreenQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cdcc4b2dc58a084e2557237ae0868b27d4512afc987a394dd4d544c3167e558b",
    "metadata": {},
    "name": "CheckoutScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
