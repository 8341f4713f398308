/**
 * @generated SignedSource<<f9e2f5e9951221f462e811ff4dfe0a46>>
 * @relayHash 0fb3f5b769375289f0b997c88e02d33c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96d9ec3101f175f18c270431a9ce24bb36de3b728ee770628dde2632bf801744

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PricingTabQuery } from './PricingTabQuery.graphql';

const node: PreloadableConcreteRequest<PricingTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "96d9ec3101f175f18c270431a9ce24bb36de3b728ee770628dde2632bf801744",
    "metadata": {},
    "name": "PricingTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
