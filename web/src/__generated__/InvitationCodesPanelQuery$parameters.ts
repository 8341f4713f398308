/**
 * @generated SignedSource<<86842ee3927fca11947d31ca7ab6df89>>
 * @relayHash c785231dc65c493255b7d661aa3d5cf8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8193abfa76e1c1407295dd101d934dd021de2ac6e9e1664a47894972b54e8cff

import { PreloadableConcreteRequest } from 'relay-runtime';
import { InvitationCodesPanelQuery } from './InvitationCodesPanelQuery.graphql';

const node: PreloadableConcreteRequest<InvitationCodesPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8193abfa76e1c1407295dd101d934dd021de2ac6e9e1664a47894972b54e8cff",
    "metadata": {},
    "name": "InvitationCodesPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
