/**
 * @generated SignedSource<<2f03d930d0a3ff7d53a2c62b8f33d711>>
 * @relayHash 39ab0e96e97d71f3f4fb08d14027e435
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4224b70884f08eec1dc10283a146c34a609445c639f6aebcf88e380824ba0413

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DeliverySheetScreenQuery } from './DeliverySheetScreenQuery.graphql';

const node: PreloadableConcreteRequest<DeliverySheetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4224b70884f08eec1dc10283a146c34a609445c639f6aebcf88e380824ba0413",
    "metadata": {},
    "name": "DeliverySheetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
