/**
 * @generated SignedSource<<239387165ee88803845042126cefe8c7>>
 * @relayHash e6967f462dfeb8db8f3f6fc0d4103de4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0b1b78943146d663508bc472b9c0e35d3dc0ed769625ce5e0655c7bb3cf5d8b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UpcomingMealsTabQuery } from './UpcomingMealsTabQuery.graphql';

const node: PreloadableConcreteRequest<UpcomingMealsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e0b1b78943146d663508bc472b9c0e35d3dc0ed769625ce5e0655c7bb3cf5d8b",
    "metadata": {},
    "name": "UpcomingMealsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
