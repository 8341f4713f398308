/**
 * @generated SignedSource<<65b5c20cbbaf731817cc98532b581e1b>>
 * @relayHash cbb90b59574547231b2305ffb99e0dda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd9498c41101fbacc2f59a03faebfd33402104c4a4a28c3e4557cebba3bb6d12

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MealPrepTabQuery } from './MealPrepTabQuery.graphql';

const node: PreloadableConcreteRequest<MealPrepTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bd9498c41101fbacc2f59a03faebfd33402104c4a4a28c3e4557cebba3bb6d12",
    "metadata": {},
    "name": "MealPrepTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
