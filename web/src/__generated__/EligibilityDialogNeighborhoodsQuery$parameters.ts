/**
 * @generated SignedSource<<0a43df8c7ab27b70972f1469480fda7a>>
 * @relayHash 04b4a0b0a2ca7d99c737f1ecbe369e64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8200e182fa70755f7e2fcee2478683fbe5f460b8ca5c3feec5fc15589bcfd62f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EligibilityDialogNeighborhoodsQuery } from './EligibilityDialogNeighborhoodsQuery.graphql';

const node: PreloadableConcreteRequest<EligibilityDialogNeighborhoodsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8200e182fa70755f7e2fcee2478683fbe5f460b8ca5c3feec5fc15589bcfd62f",
    "metadata": {},
    "name": "EligibilityDialogNeighborhoodsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
