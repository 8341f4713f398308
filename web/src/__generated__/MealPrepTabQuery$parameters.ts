/**
 * @generated SignedSource<<bbb09f375f59c80f04a749faa3452381>>
 * @relayHash e1055b716e45a688695378df6554a608
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a20c6404a1cf42e234e13918c12690d96ffa76f6d6671dffc6dd6f63befe2ed3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MealPrepTabQuery } from './MealPrepTabQuery.graphql';

const node: PreloadableConcreteRequest<MealPrepTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a20c6404a1cf42e234e13918c12690d96ffa76f6d6671dffc6dd6f63befe2ed3",
    "metadata": {},
    "name": "MealPrepTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
