/**
 * @generated SignedSource<<fce494d414d6bae46fcd039a28432105>>
 * @relayHash aa8da017db8ba5b547bf8971b5352009
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47a9bc03c80748d6bd84dd2ad406431597936e7c254d5f4a23ff1c976869047d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MealEditorDialogMenuQuery } from './MealEditorDialogMenuQuery.graphql';

const node: PreloadableConcreteRequest<MealEditorDialogMenuQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "47a9bc03c80748d6bd84dd2ad406431597936e7c254d5f4a23ff1c976869047d",
    "metadata": {},
    "name": "MealEditorDialogMenuQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
