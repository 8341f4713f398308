/**
 * @generated SignedSource<<231007114580af7b619afe560fa4cbcf>>
 * @relayHash 23274f8541572774f71596e6abd8f6a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b90045e22a9764d96e867d28e07cd23aac7c63e5aef7540bf99e5a61a0096af

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MealPrepTabQuery } from './MealPrepTabQuery.graphql';

const node: PreloadableConcreteRequest<MealPrepTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5b90045e22a9764d96e867d28e07cd23aac7c63e5aef7540bf99e5a61a0096af",
    "metadata": {},
    "name": "MealPrepTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
