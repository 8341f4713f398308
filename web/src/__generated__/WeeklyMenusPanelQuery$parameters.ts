/**
 * @generated SignedSource<<ae8bc2d27ba8d9006d0c616ab0a92117>>
 * @relayHash 70d56a90ad22c6a772162a4e04e4031b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83dc4f8a3d448743aea8f908ad9525e80f3483cedfd19b41fb768cd5f41052d1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WeeklyMenusPanelQuery } from './WeeklyMenusPanelQuery.graphql';

const node: PreloadableConcreteRequest<WeeklyMenusPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "83dc4f8a3d448743aea8f908ad9525e80f3483cedfd19b41fb768cd5f41052d1",
    "metadata": {},
    "name": "WeeklyMenusPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
