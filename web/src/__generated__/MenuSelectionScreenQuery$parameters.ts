/**
 * @generated SignedSource<<e0587dddc2f72b8761d0261cc067bb69>>
 * @relayHash 68093ac6eb0c746b7893f0ba7424fcfa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9409fb250c9731abd979281938ffafb51c67ea5367c107f0c44229408db1e14e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MenuSelectionScreenQuery } from './MenuSelectionScreenQuery.graphql';

const node: PreloadableConcreteRequest<MenuSelectionScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9409fb250c9731abd979281938ffafb51c67ea5367c107f0c44229408db1e14e",
    "metadata": {},
    "name": "MenuSelectionScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
