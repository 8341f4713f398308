import type { Translate } from '@rules';
import { graphql, readInlineData } from 'react-relay/hooks';
import type { checkoutAmounts_quote$key } from '../../__generated__/checkoutAmounts_quote.graphql.ts';
import type { Format } from '../../i18n/format.ts';
import type { Amounts } from './OrderReview.tsx';

/** The server's quote for one order type, as the review shows it in the page's language; null when it could not be quoted. */
export function amountsOf(quoteKey: checkoutAmounts_quote$key, format: Format, t: Translate): Amounts | null {
  const quote = readInlineData(
    graphql`
      fragment checkoutAmounts_quote on OrderCheckoutQuoteResult @inline {
        __typename
        ... on CheckoutQuote {
          subtotal {
            piasters
          }
          discount {
            piasters
          }
          firstOrderDiscount {
            piasters
          }
          referralDiscount {
            piasters
          }
          credit {
            piasters
          }
          deliveryFee {
            piasters
          }
          total {
            piasters
          }
        }
      }
    `,
    quoteKey,
  );
  if (quote.__typename !== 'CheckoutQuote') return null;
  const money = ({ piasters }: { piasters: number }) => (piasters > 0 ? format.money(piasters) : null);
  return {
    subtotal: format.money(quote.subtotal.piasters),
    discount: money(quote.discount),
    deliveryFee: money(quote.deliveryFee) ?? t(/*i18n*/ 'Free'),
    total: format.money(quote.total.piasters),
    firstOrderDiscount: money(quote.firstOrderDiscount),
    referralDiscount: money(quote.referralDiscount),
    credit: money(quote.credit),
    paidByCredit: quote.total.piasters === 0 && quote.credit.piasters > 0,
  };
}
