/**
 * @generated SignedSource<<043ff162e46d8783788e60328eb9b58b>>
 * @relayHash 297c8e7902aee7b472cb2768d45e6a39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4619d4db3e9fae03467b2bb06387e6cb97bc50865b28531790fa534cbf666600

import { PreloadableConcreteRequest } from 'relay-runtime';
import { tmpProbeQuery } from './tmpProbeQuery.graphql';

const node: PreloadableConcreteRequest<tmpProbeQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4619d4db3e9fae03467b2bb06387e6cb97bc50865b28531790fa534cbf666600",
    "metadata": {},
    "name": "tmpProbeQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
