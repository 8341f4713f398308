import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useContact } from '../../components/useContact.ts';
import { InfoPage, InfoSection } from './InfoPage.tsx';

/** /help: how ordering, delivery, skipping and payment work, and how to reach us. */
export default function HelpScreen() {
  const contact = useContact();
  return (
    <InfoPage title="Help & FAQ">
      <InfoSection title="How does it work?">
        <Text>
          Choose how many meals you want each week (4 to 14) and a portion size, pick your meals from that week&apos;s
          menu, and pay by card. We cook them fresh in Cairo and deliver them chilled, ready to heat in 3 minutes.
        </Text>
      </InfoSection>
      <InfoSection title="When do you deliver?">
        <Text>
          Deliveries go out on Saturdays in the slot you choose: morning (09:00-12:00) or evening (18:00-21:00). You can
          change your meals, meal count, portions and slot until the order deadline, Tuesday 23:59 Cairo time, before
          the delivery week.
        </Text>
      </InfoSection>
      <InfoSection title="Can I skip a week or cancel?">
        <Text>
          Yes. In{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/account">My Account</RouterLink>
          </Link>
          , open Upcoming Meals and choose Skip Delivery on any week before its deadline: skipping is free and nothing
          is charged. You can cancel your subscription from the Subscription tab at any time; paid orders are still
          delivered.
        </Text>
      </InfoSection>
      <InfoSection title="How do I pay?">
        <Text>
          Subscriptions are paid by card through Paymob; your card is charged each week at the order deadline, with 10%
          off your first order. A one-time trial box can also be paid by InstaPay: transfer the total and upload the
          confirmation screenshot at checkout.
        </Text>
      </InfoSection>
      <InfoSection title="Where do you deliver?">
        <Text>
          We deliver to selected neighbourhoods in Cairo and Giza and add new ones as we grow. If yours is not served
          yet, choose it when you join and we will let you know as soon as we arrive.
        </Text>
      </InfoSection>
      <InfoSection title="Allergies and ingredients">
        <Text>
          Every meal lists its ingredients and nutrition in{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/meals">our meal collection</RouterLink>
          </Link>
          . Our kitchen handles nuts, gluten, dairy, eggs, fish and sesame; if you have a severe allergy, contact us
          before you order.
        </Text>
      </InfoSection>
      <InfoSection title="Contact us" id="contact">
        <Text>We answer every day from 09:00 to 21:00 Cairo time.</Text>
        {contact ? (
          <>
            <Text>
              WhatsApp:{' '}
              <Link href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
                {contact.whatsapp}
              </Link>
            </Text>
            <Text>
              Phone:{' '}
              <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} color="brand.fg">
                {contact.phone}
              </Link>
            </Text>
            <Text>
              E-mail:{' '}
              <Link href={`mailto:${contact.email}`} color="brand.fg">
                {contact.email}
              </Link>
            </Text>
          </>
        ) : (
          <Text>Loading our contact details…</Text>
        )}
      </InfoSection>
    </InfoPage>
  );
}
