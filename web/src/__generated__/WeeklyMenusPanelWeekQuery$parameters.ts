/**
 * @generated SignedSource<<3eff060b47327d5c53bda70c4055779a>>
 * @relayHash 7566e8e41dfd6012c3d873bf40329f12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf10c48457db87fbfab40365d4cdd3351ed6b77e4b8ef8bfac72bac641363b9d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WeeklyMenusPanelWeekQuery } from './WeeklyMenusPanelWeekQuery.graphql';

const node: PreloadableConcreteRequest<WeeklyMenusPanelWeekQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bf10c48457db87fbfab40365d4cdd3351ed6b77e4b8ef8bfac72bac641363b9d",
    "metadata": {},
    "name": "WeeklyMenusPanelWeekQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
