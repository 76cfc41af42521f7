import 'server-only';

import { site } from '@/config/site';
import type { OutboxMessage } from '@/server/db/schema';
import { headerSafe, render } from '@/server/mail/compose';
import { serverSettings } from '@/server/settings';
import { serverTranslator } from '@/server/translator';

import type { Contact } from './schema';

/** The agency's notification: everything the visitor sent, replying goes to the visitor. */
export async function contactNotification(id: string, contact: Contact): Promise<OutboxMessage> {
  // The agency reads notifications in English, whatever the visitor's language.
  const t = await serverTranslator('en');
  const option = (group: string, value: string | undefined) =>
    value ? t(`contactUs.form.${group}.${value}` as never) : '–';
  const utm = [contact.utm_source, contact.utm_medium, contact.utm_campaign].filter(Boolean);
  return {
    from: serverSettings.MAIL_FROM,
    to: serverSettings.CONTACT_INBOX,
    replyTo: contact.email,
    subject: headerSafe(`[Contact] ${option('topics', contact.topic)} – ${contact.name}`),
    ...render(
      [
        { label: t('contactUs.emails.fields.name'), value: contact.name },
        { label: t('contactUs.emails.fields.email'), value: contact.email },
        { label: t('contactUs.emails.fields.company'), value: contact.company ?? '–' },
        { label: t('contactUs.emails.fields.phone'), value: contact.phone ?? '–' },
        { label: t('contactUs.emails.fields.topic'), value: option('topics', contact.topic) },
        { label: t('contactUs.emails.fields.budget'), value: option('budgets', contact.budget) },
        {
          label: t('contactUs.emails.fields.timeline'),
          value: option('timelines', contact.timeline),
        },
        { label: t('contactUs.emails.language'), value: contact.locale },
        { label: t('contactUs.emails.newsletter'), value: contact.newsletterOptIn ? '✓' : '–' },
        { label: t('contactUs.emails.source'), value: contact.sourcePath ?? '–' },
        ...(utm.length ? [{ label: 'UTM', value: utm.join(' / ') }] : []),
        { label: t('contactUs.emails.fields.message'), value: contact.message },
      ],
      t('contactUs.emails.reference', { id }),
    ),
  };
}

/** The visitor's confirmation: what happens next, without repeating what they wrote. */
export async function contactConfirmation(contact: Contact): Promise<OutboxMessage> {
  const t = await serverTranslator(contact.locale);
  return {
    from: serverSettings.MAIL_FROM,
    to: contact.email,
    subject: t('contactUs.emails.confirmationSubject'),
    ...render(
      [
        { text: t('contactUs.emails.greeting') },
        { text: t('contactUs.emails.confirmationBody') },
        { text: t('contactUs.emails.confirmationNotYou', { email: site.email }) },
      ],
      t('shared.emails.signOff', { company: site.name, phone: site.phone }),
    ),
  };
}
