/**
 * @generated SignedSource<<e21b3bb786b747fe3637515245b45b2d>>
 * @relayHash 7fbd1d3c4c8c735322c35a8918c7db4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 732d8eb757676cad530d14c4e61b32166a0e1b6937cd72a8834a4201522a72c1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MealsPanelQuery } from './MealsPanelQuery.graphql';

const node: PreloadableConcreteRequest<MealsPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "732d8eb757676cad530d14c4e61b32166a0e1b6937cd72a8834a4201522a72c1",
    "metadata": {},
    "name": "MealsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
