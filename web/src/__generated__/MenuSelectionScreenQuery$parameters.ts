/**
 * @generated SignedSource<<daa16c28520524096967f5a7003146a5>>
 * @relayHash 18b2797e74f1d19ac37c9d4de176b6db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfb25760f63d4e26932d865e65eac7b7a05153cd2ac2132719d8b8ebc7254a9f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MenuSelectionScreenQuery } from './MenuSelectionScreenQuery.graphql';

const node: PreloadableConcreteRequest<MenuSelectionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cfb25760f63d4e26932d865e65eac7b7a05153cd2ac2132719d8b8ebc7254a9f",
    "metadata": {},
    "name": "MenuSelectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
