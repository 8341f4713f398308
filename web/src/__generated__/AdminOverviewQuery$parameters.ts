/**
 * @generated SignedSource<<052144d43d0ea28c7768092ddc09ceaa>>
 * @relayHash 450331388f988975c28a105e43686c8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c8833a4e44f963bcc8b69fb430ceb4789e5083b031aa6ab70bba29bd56391cb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminOverviewQuery } from './AdminOverviewQuery.graphql';

const node: PreloadableConcreteRequest<AdminOverviewQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6c8833a4e44f963bcc8b69fb430ceb4789e5083b031aa6ab70bba29bd56391cb",
    "metadata": {},
    "name": "AdminOverviewQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
