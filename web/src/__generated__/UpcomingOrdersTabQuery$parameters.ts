/**
 * @generated SignedSource<<5269d8966b00eb8199e96ee2ca99867e>>
 * @relayHash 9e98d0687277c4ea1ddabca9dcfef9ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6421ac16a9c47a297da017cbab373ca8ad05c098710aaf86f6e9dae0784bcb6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UpcomingOrdersTabQuery } from './UpcomingOrdersTabQuery.graphql';

const node: PreloadableConcreteRequest<UpcomingOrdersTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c6421ac16a9c47a297da017cbab373ca8ad05c098710aaf86f6e9dae0784bcb6",
    "metadata": {},
    "name": "UpcomingOrdersTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
