/**
 * @generated SignedSource<<f8c0556e201cd7f3d636df315b76e1fc>>
 * @relayHash d623163e904768a0138ca1f380b1ab2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 882e8de76e35c9cf596e9a9182b2087aa6c00700ea6d105be8eee839ae91eb93

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MenuSelectionScreenQuery } from './MenuSelectionScreenQuery.graphql';

const node: PreloadableConcreteRequest<MenuSelectionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "882e8de76e35c9cf596e9a9182b2087aa6c00700ea6d105be8eee839ae91eb93",
    "metadata": {},
    "name": "MenuSelectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
