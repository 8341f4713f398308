/**
 * @generated SignedSource<<466c07c7731f927d8ede950441434b45>>
 * @relayHash bcfa3578529e7a3a1e1468d14e7de033
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 792cba59df1f0466409af27ac3ea1a8e01583555122d52338b30e96104190bc2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DeliverySheetScreenQuery } from './DeliverySheetScreenQuery.graphql';

const node: PreloadableConcreteRequest<DeliverySheetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "792cba59df1f0466409af27ac3ea1a8e01583555122d52338b30e96104190bc2",
    "metadata": {},
    "name": "DeliverySheetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
