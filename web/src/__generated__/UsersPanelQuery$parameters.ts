/**
 * @generated SignedSource<<6612ef42373117c7fb62f657831ba198>>
 * @relayHash 271c2e0cbfa8ed0e9ec8b79c10871bcf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9dae47e9d7b93059b780e57d10b0b81d4fcb400fc456ce928f129aa152fccb98

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UsersPanelQuery } from './UsersPanelQuery.graphql';

const node: PreloadableConcreteRequest<UsersPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9dae47e9d7b93059b780e57d10b0b81d4fcb400fc456ce928f129aa152fccb98",
    "metadata": {},
    "name": "UsersPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
