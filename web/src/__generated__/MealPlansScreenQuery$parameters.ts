/**
 * @generated SignedSource<<9bb860c1c84ab4a1b028868023f0b846>>
 * @relayHash 52745e60829bbf59d3fb9c48d17f68e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2474a4dab73f00df42f721e197f48f88afe7a0ffcd42720f198f01e1948f73f8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MealPlansScreenQuery } from './MealPlansScreenQuery.graphql';

const node: PreloadableConcreteRequest<MealPlansScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2474a4dab73f00df42f721e197f48f88afe7a0ffcd42720f198f01e1948f73f8",
    "metadata": {},
    "name": "MealPlansScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
