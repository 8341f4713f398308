/**
 * @generated SignedSource<<105a86ef228dbcc4aa40f6876cf4e8e4>>
 * @relayHash 110630996e3f52d20e6614f630fd971b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26cc6d72f6cd3bcb70a8a5c3b96ee43a5a878f6c5d88e2b4cd3be0e6ea567ed3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AnalyticsPanelQuery } from './AnalyticsPanelQuery.graphql';

const node: PreloadableConcreteRequest<AnalyticsPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "26cc6d72f6cd3bcb70a8a5c3b96ee43a5a878f6c5d88e2b4cd3be0e6ea567ed3",
    "metadata": {},
    "name": "AnalyticsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
