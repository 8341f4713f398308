import { Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useContact } from '../../components/useContact.ts';
import type { ReactNode } from 'react';
import { InfoPage, InfoSection, useInfoNumbers } from './InfoPage.tsx';

/** A link inside a translated paragraph (`Trans` gives it the translated words). */
function InlineLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

// Paragraphs with a link inside: <0>…</0> is the link, so a translation may move it.
const SKIP_OR_CANCEL =
  /*i18n*/ 'Yes. In <0>My Account</0>, open Upcoming Meals and choose Skip Delivery on any week before its deadline: skipping is free and nothing is charged. You can cancel your subscription from the Subscription tab at any time; paid orders are still delivered.';
const ALLERGIES =
  /*i18n*/ 'Every meal lists its ingredients and nutrition in <0>our meal collection</0>. Our kitchen handles nuts, gluten, dairy, eggs, fish and sesame; if you have a severe allergy, contact us before you order.';

/** /help: how ordering, delivery, skipping and payment work, and how to reach us. */
export default function HelpScreen() {
  const { i18n } = useLingui();
  const { n, percent, clock } = useInfoNumbers();
  const contact = useContact();
  return (
    <InfoPage title={i18n._('Help & FAQ')}>
      <InfoSection title={i18n._('How does it work?')}>
        <Text>
          {i18n._(
            "Choose how many meals you want each week ({min} to {max}) and a portion size, pick your meals from that week's menu, and pay by card. We cook them fresh in Cairo and deliver them chilled, ready to heat in {minutes} minutes.",
            { min: n(4), max: n(14), minutes: n(3) },
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('When do you deliver?')}>
        <Text>
          {i18n._(
            'Deliveries go out on Saturdays in the slot you choose: morning ({morning}) or evening ({evening}). You can change your meals, meal count, portions and slot until the order deadline, Tuesday {deadline} Cairo time, before the delivery week.',
            {
              morning: `${clock(9)}-${clock(12)}`,
              evening: `${clock(18)}-${clock(21)}`,
              deadline: clock(23, 59),
            },
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Can I skip a week or cancel?')}>
        <Text>
          <Trans
            id={SKIP_OR_CANCEL}
            components={{
              0: <InlineLink to="/account" />,
            }}
          />
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('How do I pay?')}>
        <Text>
          {i18n._(
            'Subscriptions are paid by card through Paymob; your card is charged each week at the order deadline, with {discount} off your first order. A one-time trial box can also be paid by InstaPay: transfer the total and upload the confirmation screenshot at checkout.',
            { discount: percent(10) },
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Where do you deliver?')}>
        <Text>
          {i18n._(
            'We deliver to selected neighbourhoods in Cairo and Giza and add new ones as we grow. If yours is not served yet, choose it when you join and we will let you know as soon as we arrive.',
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Allergies and ingredients')}>
        <Text>
          <Trans
            id={ALLERGIES}
            components={{
              0: <InlineLink to="/meals" />,
            }}
          />
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Contact us')} id="contact">
        <Text>{i18n._('We answer every day from {from} to {to} Cairo time.', { from: clock(9), to: clock(21) })}</Text>
        {contact ? (
          <>
            <Text>
              {i18n._('WhatsApp:')}{' '}
              <Link href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" dir="ltr">
                {contact.whatsapp}
              </Link>
            </Text>
            <Text>
              {i18n._('Phone:')}{' '}
              <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} color="brand.fg" dir="ltr">
                {contact.phone}
              </Link>
            </Text>
            <Text>
              {i18n._('E-mail:')}{' '}
              <Link href={`mailto:${contact.email}`} color="brand.fg" dir="ltr">
                {contact.email}
              </Link>
            </Text>
          </>
        ) : (
          <Text>{i18n._('Loading our contact details…')}</Text>
        )}
      </InfoSection>
    </InfoPage>
  );
}
