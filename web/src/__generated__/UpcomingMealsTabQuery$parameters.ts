/**
 * @generated SignedSource<<b3d2fdc433ce9004f116f7c14a8b7840>>
 * @relayHash 9772823103a00b712e13584dae429969
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ba21edbf6fe0af08f85ba9c9de35fa8f8f30b5b22e14813d84102af52392e06

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UpcomingMealsTabQuery } from './UpcomingMealsTabQuery.graphql';

const node: PreloadableConcreteRequest<UpcomingMealsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2ba21edbf6fe0af08f85ba9c9de35fa8f8f30b5b22e14813d84102af52392e06",
    "metadata": {},
    "name": "UpcomingMealsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
