/**
 * @generated SignedSource<<7075a0c29f08aee248482f1a5c65688f>>
 * @relayHash 81af89433affafb2cbfe33b5b5b7dab4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f38f7d9339ca86210a0061fcfc80f2ed4cd6fa8539f2624e72f1ce444d71ae76

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MealsScreenQuery } from './MealsScreenQuery.graphql';

const node: PreloadableConcreteRequest<MealsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f38f7d9339ca86210a0061fcfc80f2ed4cd6fa8539f2624e72f1ce444d71ae76",
    "metadata": {},
    "name": "MealsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
