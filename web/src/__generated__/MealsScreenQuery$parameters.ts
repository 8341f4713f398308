/**
 * @generated SignedSource<<c40525c4a9bf4f0cc59ccbb35551a6c8>>
 * @relayHash 6d9754ed6547a3aabe138b5816c07a69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf517598ea73329e156bf849819881eac9be87125f5f9c0fafe4508914a62dda

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MealsScreenQuery } from './MealsScreenQuery.graphql';

const node: PreloadableConcreteRequest<MealsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cf517598ea73329e156bf849819881eac9be87125f5f9c0fafe4508914a62dda",
    "metadata": {},
    "name": "MealsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
