/**
 * @generated SignedSource<<566e172f25466bd4b67537ab78ea64f3>>
 * @relayHash 0785cce6e7f1051f1dac2e15957efde7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2a62929f15838ac93a89630c02b8259d0e5b859110e0278f6f7a9d887251bdd

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MenuSelectionScreenQuery } from './MenuSelectionScreenQuery.graphql';

const node: PreloadableConcreteRequest<MenuSelectionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b2a62929f15838ac93a89630c02b8259d0e5b859110e0278f6f7a9d887251bdd",
    "metadata": {},
    "name": "MenuSelectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
