import { Text } from '@chakra-ui/react';
import { BRAND_NAME } from '../../config.ts';
import { InfoPage, InfoSection } from './InfoPage.tsx';

/** /privacy: what we keep about customers, why, and for how long. */
export default function PrivacyScreen() {
  return (
    <InfoPage title="Privacy Policy" updated="28 November 2026">
      <InfoSection title="What we keep">
        <Text>
          Your name, e-mail, mobile number and delivery address; your orders, meal choices and payments; and, if you ask
          for an invitation or join the waitlist, your e-mail and neighbourhood.
        </Text>
      </InfoSection>
      <InfoSection title="What we never see">
        <Text>
          Card details are entered on Paymob&apos;s secure page, not ours. We keep only a reference to the saved card
          and its last four digits, so we can charge your subscription each week.
        </Text>
      </InfoSection>
      <InfoSection title="Why we use it">
        <Text>
          To prepare and deliver your meals, charge your subscription, send you order and payment e-mails, and answer
          you when you contact us. Our couriers see only the name, address, phone number and delivery notes of the boxes
          they carry. {BRAND_NAME} does not sell your data or use it for other companies&apos; advertising.
        </Text>
      </InfoSection>
      <InfoSection title="How long">
        <Text>
          We keep your account while you have one, and order and payment records as long as Egyptian tax law requires.
          Waitlist entries are deleted when you ask or when we no longer need them.
        </Text>
      </InfoSection>
      <InfoSection title="Your rights">
        <Text>
          You can see and correct your details in your account at any time, and ask us to delete your account, in line
          with Egypt&apos;s Personal Data Protection Law No. 151 of 2020. Contact us through the Help page for anything
          about your data.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
