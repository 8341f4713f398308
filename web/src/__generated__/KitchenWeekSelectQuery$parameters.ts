/**
 * @generated SignedSource<<13f84587bec69d02bf3d44897e88812b>>
 * @relayHash 87ea7f78eeda1529a82f679a9ae38890
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdc86f49c066f68ba1a6bd33e4a8fcda93dca8bb3217f933a5a8babf05c1da78

import { PreloadableConcreteRequest } from 'relay-runtime';
import { KitchenWeekSelectQuery } from './KitchenWeekSelectQuery.graphql';

const node: PreloadableConcreteRequest<KitchenWeekSelectQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cdc86f49c066f68ba1a6bd33e4a8fcda93dca8bb3217f933a5a8babf05c1da78",
    "metadata": {},
    "name": "KitchenWeekSelectQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
