/**
 * @generated SignedSource<<9a44e894dbf82aa1a85b4eda909976ca>>
 * @relayHash 75eda4e5d85db91acb2b186f2e68758b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9373bd1fe168184b3e56e10dbf81fce85e0a51e4bbacbb14217225e918301a48

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WeeklyMenusPanelWeekQuery } from './WeeklyMenusPanelWeekQuery.graphql';

const node: PreloadableConcreteRequest<WeeklyMenusPanelWeekQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9373bd1fe168184b3e56e10dbf81fce85e0a51e4bbacbb14217225e918301a48",
    "metadata": {},
    "name": "WeeklyMenusPanelWeekQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
