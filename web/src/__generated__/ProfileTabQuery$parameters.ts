/**
 * @generated SignedSource<<dd82358ef4c4ad6be54dbba1edb56fa5>>
 * @relayHash 44dc2c67a53073a73cc441beb550f0ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49ad09a00a28842eff4e2d1bf976ad8fa9888f7175523542464e47991190a1ab

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProfileTabQuery } from './ProfileTabQuery.graphql';

const node: PreloadableConcreteRequest<ProfileTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "49ad09a00a28842eff4e2d1bf976ad8fa9888f7175523542464e47991190a1ab",
    "metadata": {},
    "name": "ProfileTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
