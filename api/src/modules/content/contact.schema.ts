import { builder } from '../../graphql/builder.ts';

/** How customers reach us, from configuration (CONTACT_WHATSAPP, CONTACT_PHONE, CONTACT_EMAIL). */
export interface ContactDetails {
  whatsapp: string;
  phone: string;
  email: string;
}

const ContactRef = builder.objectRef<ContactDetails>('Contact').implement({
  description: 'Where customers reach us: the site footer and the help page show it.',
  fields: (t) => ({
    whatsapp: t.exposeString('whatsapp', { description: 'International number, e.g. +201000000000.' }),
    whatsappUrl: t.string({
      description: 'A link that opens a WhatsApp chat with us (https://wa.me/…).',
      resolve: (contact) => `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`,
    }),
    phone: t.exposeString('phone', { description: 'As written for people, e.g. +20 2 2735 0000.' }),
    email: t.exposeString('email'),
  }),
});

builder.queryField('contact', (t) =>
  t.field({
    type: ContactRef,
    description: 'Where customers reach us (configuration).',
    resolve: (_root, _args, { app }) => ({
      whatsapp: app.config.CONTACT_WHATSAPP,
      phone: app.config.CONTACT_PHONE,
      email: app.config.CONTACT_EMAIL,
    }),
  }),
);
