/**
 * @generated SignedSource<<ddbd10b4aa8a66fa8e2bf5fce33417a8>>
 * @relayHash 22df71a689d65d9a5153521498aa2bb2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33aed64e17b7925458911f59b7418c711c751d8a56d32786d77d24fd72bea2c8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfileTabQuery } from './ProfileTabQuery.graphql';

const node: PreloadableConcreteRequest<ProfileTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "33aed64e17b7925458911f59b7418c711c751d8a56d32786d77d24fd72bea2c8",
    "metadata": {},
    "name": "ProfileTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
