/**
 * @generated SignedSource<<82dcba0ba6d814a0f6ce2d4ca83c31b9>>
 * @relayHash 9c918bbaf5998bc3e3b3e5dffdae0403
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b3c4328b1a441686da2937044b4f3411dd83b750ca3054e7d4f973727937f27d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LandingPanelQuery } from './LandingPanelQuery.graphql';

const node: PreloadableConcreteRequest<LandingPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b3c4328b1a441686da2937044b4f3411dd83b750ca3054e7d4f973727937f27d",
    "metadata": {},
    "name": "LandingPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
