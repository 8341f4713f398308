/**
 * @generated SignedSource<<8f646ff7e28076f0ad9b549c2e6af21f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type checkoutAmounts_quote$data = {
  readonly __typename: "CheckoutQuote";
  readonly deliveryFee: {
    readonly piasters: number;
  };
  readonly discount: {
    readonly piasters: number;
  };
  readonly firstOrderDiscount: {
    readonly piasters: number;
  };
  readonly subtotal: {
    readonly piasters: number;
  };
  readonly total: {
    readonly piasters: number;
  };
  readonly " $fragmentType": "checkoutAmounts_quote";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "checkoutAmounts_quote";
};
export type checkoutAmounts_quote$key = {
  readonly " $data"?: checkoutAmounts_quote$data;
  readonly " $fragmentSpreads": FragmentRefs<"checkoutAmounts_quote">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "checkoutAmounts_quote"
};

(node as any).hash = "cb066dc3f46857da67943cd6219cb9df";

export default node;
