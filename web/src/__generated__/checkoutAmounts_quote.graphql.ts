/**
 * @generated SignedSource<<45a0a9bd185b2c52b6547063c274f8a0>>
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
    readonly formatted: string;
    readonly piasters: number;
  };
  readonly discount: {
    readonly formatted: string;
    readonly piasters: number;
  };
  readonly firstOrderDiscount: {
    readonly formatted: string;
    readonly piasters: number;
  };
  readonly subtotal: {
    readonly formatted: string;
  };
  readonly total: {
    readonly formatted: string;
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

(node as any).hash = "c7f2b4d98781e03ed1e775e2047231db";

export default node;
