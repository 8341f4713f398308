/**
 * @generated SignedSource<<f21e320c7f8abe610a9e4d48f94111c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type checkoutAmounts_quote$data = {
  readonly __typename: "CheckoutQuote";
  readonly credit: {
    readonly piasters: number;
  };
  readonly deliveryFee: {
    readonly piasters: number;
  };
  readonly discount: {
    readonly piasters: number;
  };
  readonly firstOrderDiscount: {
    readonly piasters: number;
  };
  readonly referralDiscount: {
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

(node as any).hash = "bcc0f679abc1e5e61043b9f71cfb952b";

export default node;
