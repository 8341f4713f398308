import { Text } from '@chakra-ui/react';
import { BRAND_NAME } from '../../config.ts';
import { InfoPage, InfoSection } from './InfoPage.tsx';

/** /terms: the short terms of the service. */
export default function TermsScreen() {
  return (
    <InfoPage title="Terms of Service" updated="28 November 2026">
      <InfoSection title="The service">
        <Text>
          {BRAND_NAME} prepares meals in Cairo and delivers them chilled to the neighbourhoods we serve in Cairo and
          Giza. Joining needs an invitation code while we grow. You must be 18 or older to order.
        </Text>
      </InfoSection>
      <InfoSection title="Orders and deadlines">
        <Text>
          Each week&apos;s order can be changed or skipped until its deadline, Tuesday 23:59 Cairo time before the
          delivery week. After the deadline the order is final: we have bought the ingredients and planned the kitchen.
          If you have not picked all your meals by then, our chef picks the rest from that week&apos;s menu.
        </Text>
      </InfoSection>
      <InfoSection title="Prices and payment">
        <Text>
          Prices are in Egyptian pounds and include VAT. A subscription is charged to your saved card at each deadline;
          the first subscription order is 10% off. A trial box is paid once, by card or InstaPay, and is available once
          per customer. InstaPay orders are confirmed when we have received the transfer.
        </Text>
      </InfoSection>
      <InfoSection title="Skipping, pausing and cancelling">
        <Text>
          Skipping a week before its deadline is free. You can cancel your subscription at any time from your account;
          orders already paid are delivered, and nothing more is charged.
        </Text>
      </InfoSection>
      <InfoSection title="Delivery">
        <Text>
          Someone should be available to receive the box in the slot you chose. If a delivery fails because nobody is
          available or the address is wrong, we will try to contact you by phone, but we cannot refund meals that could
          not be delivered for these reasons. Keep the meals refrigerated and eat them within the dates shown.
        </Text>
      </InfoSection>
      <InfoSection title="Problems and refunds">
        <Text>
          If something is missing, damaged or not right, tell us within 24 hours of delivery with a photo and we will
          replace the meal or refund it. Refunds go back to the card or account you paid from.
        </Text>
      </InfoSection>
      <InfoSection title="The law">
        <Text>
          These terms are governed by the laws of the Arab Republic of Egypt, including Consumer Protection Law No. 181
          of 2018. We may update them; the date above says when they last changed.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
