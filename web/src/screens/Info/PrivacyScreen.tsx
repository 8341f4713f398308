import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { BRAND_NAME } from '../../config.ts';
import { useFormat } from '../../i18n/format.ts';
import { InfoPage, InfoSection, useInfoNumbers } from './InfoPage.tsx';

/** When these pages last changed: shown as a date in the page's language. */
const UPDATED = '2026-11-28';

/** /privacy: what we keep about customers, why, and for how long. */
export default function PrivacyScreen() {
  const { i18n } = useLingui();
  const format = useFormat();
  const { n } = useInfoNumbers();
  return (
    <InfoPage
      title={i18n._('Privacy Policy')}
      updated={format.day(UPDATED, { day: 'numeric', month: 'long', year: 'numeric' })}
    >
      <InfoSection title={i18n._('What we keep')}>
        <Text>
          {i18n._(
            'Your name, e-mail, mobile number and delivery address; your orders, meal choices and payments; and, if you ask for an invitation or join the waitlist, your e-mail and neighbourhood.',
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('What we never see')}>
        <Text>
          {i18n._(
            "Card details are entered on Paymob's secure page, not ours. We keep only a reference to the saved card and its last four digits, so we can charge your subscription each week.",
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Why we use it')}>
        <Text>
          {i18n._(
            "To prepare and deliver your meals, charge your subscription, send you order and payment e-mails, and answer you when you contact us. Our couriers see only the name, address, phone number and delivery notes of the boxes they carry. {brand} does not sell your data or use it for other companies' advertising.",
            { brand: BRAND_NAME },
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('How long')}>
        <Text>
          {i18n._(
            'We keep your account while you have one, and order and payment records as long as Egyptian tax law requires. Waitlist entries are deleted when you ask or when we no longer need them.',
          )}
        </Text>
      </InfoSection>
      <InfoSection title={i18n._('Your rights')}>
        <Text>
          {i18n._(
            "You can see and correct your details in your account at any time, and ask us to delete your account, in line with Egypt's Personal Data Protection Law No. {law} of {year}. Contact us through the Help page for anything about your data.",
            { law: n(151), year: n(2020) },
          )}
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
