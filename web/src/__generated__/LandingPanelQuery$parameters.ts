/**
 * @generated SignedSource<<6685258b318c97ac945b15112aceb31b>>
 * @relayHash 2eae4d77c453cb355005c410d9ccd74c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a41eceff1876a0d49198d2cb6847367d6a17b67ea281a8170cc3f7c4dc09dc80

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LandingPanelQuery } from './LandingPanelQuery.graphql';

const node: PreloadableConcreteRequest<LandingPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a41eceff1876a0d49198d2cb6847367d6a17b67ea281a8170cc3f7c4dc09dc80",
    "metadata": {},
    "name": "LandingPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
