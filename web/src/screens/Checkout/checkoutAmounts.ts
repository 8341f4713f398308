import { graphql, readInlineData } from 'react-relay/hooks';
import type { checkoutAmounts_quote$key } from '../../__generated__/checkoutAmounts_quote.graphql.ts';
import type { Amounts } from './OrderReview.tsx';

/** The server's quote for one order type, as the review shows it; null when it could not be quoted. */
export function amountsOf(quoteKey: checkoutAmounts_quote$key): Amounts | null {
  const quote = readInlineData(
    graphql`
      fragment checkoutAmounts_quote on OrderCheckoutQuoteResult @inline {
        __typename
        ... on CheckoutQuote {
          subtotal {
            formatted
          }
          discount {
            piasters
            formatted
          }
          firstOrderDiscount {
            piasters
            formatted
          }
          deliveryFee {
            piasters
            formatted
          }
          total {
            formatted
          }
        }
      }
    `,
    quoteKey,
  );
  if (quote.__typename !== 'CheckoutQuote') return null;
  return {
    subtotal: quote.subtotal.formatted,
    discount: quote.discount.piasters > 0 ? quote.discount.formatted : null,
    deliveryFee: quote.deliveryFee.piasters === 0 ? 'Free' : quote.deliveryFee.formatted,
    total: quote.total.formatted,
    firstOrderDiscount: quote.firstOrderDiscount.piasters > 0 ? quote.firstOrderDiscount.formatted : null,
  };
}
