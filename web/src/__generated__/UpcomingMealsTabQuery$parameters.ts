/**
 * @generated SignedSource<<820d32826a04dcfe0d36ce184e9cd55f>>
 * @relayHash e360ffc037d81ab6d80f46b1e5cded60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef24ed6f980629e5bc44bc07d24805489868277e967c1ce3a30044f54bba138c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UpcomingMealsTabQuery } from './UpcomingMealsTabQuery.graphql';

const node: PreloadableConcreteRequest<UpcomingMealsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ef24ed6f980629e5bc44bc07d24805489868277e967c1ce3a30044f54bba138c",
    "metadata": {},
    "name": "UpcomingMealsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
