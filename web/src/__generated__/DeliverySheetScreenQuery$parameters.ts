/**
 * @generated SignedSource<<72fc22f7c804aba61309ac12e73f9669>>
 * @relayHash e7d92e6429e8aa7a928876539f720978
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 085416d82af5451c94b2a087d288b783d0206fd80ced1c971f05ed22e4b0e506

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DeliverySheetScreenQuery } from './DeliverySheetScreenQuery.graphql';

const node: PreloadableConcreteRequest<DeliverySheetScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "085416d82af5451c94b2a087d288b783d0206fd80ced1c971f05ed22e4b0e506",
    "metadata": {},
    "name": "DeliverySheetScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
