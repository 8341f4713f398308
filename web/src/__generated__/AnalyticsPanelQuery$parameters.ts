/**
 * @generated SignedSource<<dcb90faab1bcf8e2230891d7b3795a7c>>
 * @relayHash 388df633e202d8306576cd293735824b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b3adaaf7e7a46a76a1f738d954264566d0461891e89bf4a9547819f428bb828

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AnalyticsPanelQuery } from './AnalyticsPanelQuery.graphql';

const node: PreloadableConcreteRequest<AnalyticsPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1b3adaaf7e7a46a76a1f738d954264566d0461891e89bf4a9547819f428bb828",
    "metadata": {},
    "name": "AnalyticsPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
