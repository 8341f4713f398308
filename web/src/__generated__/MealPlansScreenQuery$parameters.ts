/**
 * @generated SignedSource<<bab6dbd7bf45622c95044ea657472109>>
 * @relayHash e8c59842dc91eabe7a567911b7f0b306
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0cf023895ce65094cacd6ee9c4b640547645ac1df55002aebfb51cb874b597b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MealPlansScreenQuery } from './MealPlansScreenQuery.graphql';

const node: PreloadableConcreteRequest<MealPlansScreenQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b0cf023895ce65094cacd6ee9c4b640547645ac1df55002aebfb51cb874b597b",
    "metadata": {},
    "name": "MealPlansScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
