/**
 * @generated SignedSource<<d61cc2de37726f3febfc194a68ab8000>>
 * @relayHash 100112d5e70e6a50ec9e91f69cb514ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 930cfbc7638cb746049d32ab6ade444bf3c075e3b429a6751f149091d0ee5938

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfileTabQuery } from './ProfileTabQuery.graphql';

const node: PreloadableConcreteRequest<ProfileTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "930cfbc7638cb746049d32ab6ade444bf3c075e3b429a6751f149091d0ee5938",
    "metadata": {},
    "name": "ProfileTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
