/**
 * @generated SignedSource<<ca4a7ca18601e7129a79d935f5e51de1>>
 * @relayHash df288801784b39fbbb815dd9e5dfd263
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab9e8aebdcde82428ebcc9bf7fe09f4e1853e7d411311c15f5697678333ea01b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UpcomingMealsTabQuery } from './UpcomingMealsTabQuery.graphql';

const node: PreloadableConcreteRequest<UpcomingMealsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ab9e8aebdcde82428ebcc9bf7fe09f4e1853e7d411311c15f5697678333ea01b",
    "metadata": {},
    "name": "UpcomingMealsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
