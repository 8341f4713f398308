/**
 * @generated SignedSource<<a425a06133868105ea4d0bf6b3590e39>>
 * @relayHash beb72abd5bc2fab9857545fd80c3730e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 702f01e4d60edf8cb17cb2664f082f79d04aae48df03ae007b2e8f919aba34bd

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LandingScreenQuery } from './LandingScreenQuery.graphql';

const node: PreloadableConcreteRequest<LandingScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "702f01e4d60edf8cb17cb2664f082f79d04aae48df03ae007b2e8f919aba34bd",
    "metadata": {},
    "name": "LandingScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
