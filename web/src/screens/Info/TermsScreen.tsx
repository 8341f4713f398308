import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { BRAND_NAME } from '../../config.ts';
import { useFormat } from '../../i18n/format.ts';
import { InfoPage, InfoSection, useInfoNumbers } from './InfoPage.tsx';

/** When these pages last changed: shown as a date in the page's language. */
const UPDATED = '2026-11-28';

/** /terms: the short terms of the service. */
export default function TermsScreen() {
  const { i18n } = useLingui();
  const format = useFormat();
  const { n, percent, clock } = useInfoNumbers();
  return (
    <InfoPage
      title={i18n._('Terms of Service')}
      updated={format.day(UPDATED, { day: 'numeric', month: 'long', year: 'numeric' })}
    >
      <InfoSection title={i18n._('The service')}>
        <Text>
          {i18n._(
            '{brand} prepares meals in Cairo and delivers them chilled to the neighbourhoods we serve in Cairo and Giza. Joining needs an invitation code while we grow. You must be {age} or older to order.',
            { brand: BRAND_NAME, age: n(18) },
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Orders and deadlines')}>
        <Text>
          {i18n._(
            "Each week's order can be changed or skipped until its deadline, Tuesday {time} Cairo time before the delivery week. After the deadline the order is final: we have bought the ingredients and planned the kitchen. If you have not picked all your meals by then, our chef picks the rest from that week's menu.",
            { time: clock(23, 59) },
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Prices and payment')}>
        <Text>
          {i18n._(
            'Prices are in Egyptian pounds and include VAT. A subscription is charged to your saved card at each deadline; the first subscription order is {discount} off. A trial box is paid once, by card or InstaPay, and is available once per customer. InstaPay orders are confirmed when we have received the transfer.',
            { discount: percent(10) },
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Skipping, pausing and cancelling')}>
        <Text>
          {i18n._(
            'Skipping a week before its deadline is free. You can cancel your subscription at any time from your account; orders already paid are delivered, and nothing more is charged.',
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Delivery')}>
        <Text>
          {i18n._(
            'Someone should be available to receive the box in the slot you chose. If a delivery fails because nobody is available or the address is wrong, we will try to contact you by phone, but we cannot refund meals that could not be delivered for these reasons. Keep the meals refrigerated and eat them within the dates shown.',
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Problems and refunds')}>
        <Text>
          {i18n._(
            'If something is missing, damaged or not right, tell us within {hours} hours of delivery with a photo and we will replace the meal or refund it. Refunds go back to the card or account you paid from.',
            { hours: n(24) },
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('The law')}>
        <Text>
          {i18n._(
            'These terms are governed by the laws of the Arab Republic of Egypt, including Consumer Protection Law No. {law} of {year}. We may update them; the date above says when they last changed.',
            { law: n(181), year: n(2018) },
          )}
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
