/**
 * @generated SignedSource<<d6f487f189a2f40f807625efd69a84e6>>
 * @relayHash 271a6066dbcf7e4546e25fe6f5e224b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7c2a2ca5803e2051f3d2b476c53f293c5baabeff155b05d6c7415aa9a9321f7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { WaitlistPanelQuery } from './WaitlistPanelQuery.graphql';

const node: PreloadableConcreteRequest<WaitlistPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f7c2a2ca5803e2051f3d2b476c53f293c5baabeff155b05d6c7415aa9a9321f7",
    "metadata": {},
    "name": "WaitlistPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
