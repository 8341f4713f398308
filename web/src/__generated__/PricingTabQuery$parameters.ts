/**
 * @generated SignedSource<<e9019d69b3651df723e07bf01e80dfda>>
 * @relayHash 468b4fdbbb8b3d11b867083850215240
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a727c5e53ca1a4d69a13b898a607c97558f4e8f6d60af2726dd83fa9e4d5c66

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PricingTabQuery } from './PricingTabQuery.graphql';

const node: PreloadableConcreteRequest<PricingTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3a727c5e53ca1a4d69a13b898a607c97558f4e8f6d60af2726dd83fa9e4d5c66",
    "metadata": {},
    "name": "PricingTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
