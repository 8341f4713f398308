/**
 * @generated SignedSource<<2429506b2b2c334afc94132d85e4abda>>
 * @relayHash ecec265c6e76b6a756db8d2b3c8df4c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e16abb410443ee84a86656b84cdf0736c98f836f51b74f19b1e214054db6d967

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfileTabQuery } from './ProfileTabQuery.graphql';

const node: PreloadableConcreteRequest<ProfileTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e16abb410443ee84a86656b84cdf0736c98f836f51b74f19b1e214054db6d967",
    "metadata": {},
    "name": "ProfileTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
