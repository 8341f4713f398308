/**
 * @generated SignedSource<<e0dbc2fdc51fc1b594d9be52379e17ee>>
 * @relayHash 4ee5e06abb27123cd52d00154987be39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7736eaa942cd3b6df747ce31da4ce538d90d39861a275be31becdd1daab8ccba

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MenuSelectionScreenQuery } from './MenuSelectionScreenQuery.graphql';

const node: PreloadableConcreteRequest<MenuSelectionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7736eaa942cd3b6df747ce31da4ce538d90d39861a275be31becdd1daab8ccba",
    "metadata": {},
    "name": "MenuSelectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
