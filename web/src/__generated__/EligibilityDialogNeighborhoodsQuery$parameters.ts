/**
 * @generated SignedSource<<fdd8fc93f726a416549e779b3668bf82>>
 * @relayHash 3a1d42d87ad1b9e83d9d49f4b1a4ca24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d1b069fa9f6ee321364d4fb4fdd0e96a855cafbbebdad2fa1d120325101e5c2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EligibilityDialogNeighborhoodsQuery } from './EligibilityDialogNeighborhoodsQuery.graphql';

const node: PreloadableConcreteRequest<EligibilityDialogNeighborhoodsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7d1b069fa9f6ee321364d4fb4fdd0e96a855cafbbebdad2fa1d120325101e5c2",
    "metadata": {},
    "name": "EligibilityDialogNeighborhoodsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
