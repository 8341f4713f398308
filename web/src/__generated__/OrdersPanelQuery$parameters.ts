/**
 * @generated SignedSource<<53de8103b670f3030c32e0e5ebb37d6a>>
 * @relayHash bf70670bc248e79f5104fbea308ebd9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cded2b3c68a66e3b481442ceac6c8c4a9bd4cdfcd9d4611d223a37c32a8e7b6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersPanelQuery } from './OrdersPanelQuery.graphql';

const node: PreloadableConcreteRequest<OrdersPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8cded2b3c68a66e3b481442ceac6c8c4a9bd4cdfcd9d4611d223a37c32a8e7b6",
    "metadata": {},
    "name": "OrdersPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
