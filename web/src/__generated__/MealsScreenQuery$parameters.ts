/**
 * @generated SignedSource<<c04b23674962dfe390259ab4703153db>>
 * @relayHash a1986b32966efa8338436100a43cc26e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 916d94bc75f53d60ab9238dcbab502b73bf9c5a8b628778bd2301ac9f96abbd9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MealsScreenQuery } from './MealsScreenQuery.graphql';

const node: PreloadableConcreteRequest<MealsScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "916d94bc75f53d60ab9238dcbab502b73bf9c5a8b628778bd2301ac9f96abbd9",
    "metadata": {},
    "name": "MealsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
