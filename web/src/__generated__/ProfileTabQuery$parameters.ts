/**
 * @generated SignedSource<<9c648a292d7a22f52e9030983792a6be>>
 * @relayHash 094e0574ac6d22700335a1ff7aa04627
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81208ec0b8a2ff4f6f079700ae2199cf08bfd15b9eb03665d52e69cb98c99a0c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfileTabQuery } from './ProfileTabQuery.graphql';

const node: PreloadableConcreteRequest<ProfileTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "81208ec0b8a2ff4f6f079700ae2199cf08bfd15b9eb03665d52e69cb98c99a0c",
    "metadata": {},
    "name": "ProfileTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
