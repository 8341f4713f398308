/**
 * @generated SignedSource<<6d180b1e5c93c03a5dbd0486cacbd220>>
 * @relayHash d5ba6633708ed0ca5b9ef1b7e18af8f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5f2b4cfe5dda69db235611f88c96a313f1f012b4c431f183b42997b5e320423

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WeeklyMenusPanelMealsQuery } from './WeeklyMenusPanelMealsQuery.graphql';

const node: PreloadableConcreteRequest<WeeklyMenusPanelMealsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d5f2b4cfe5dda69db235611f88c96a313f1f012b4c431f183b42997b5e320423",
    "metadata": {},
    "name": "WeeklyMenusPanelMealsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
