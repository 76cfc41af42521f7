import 'server-only';

import { site } from '@/config/site';
import type { LeadAnnouncement, OutboxMessage, ProofOfWorkResult } from '@/server/db/schema';
import { proofOfWorkFact, unverifiedSubjectTag } from '@/server/leads/proof-of-work';
import { headerSafe, render } from '@/server/mail/compose';
import { serverSettings } from '@/server/settings';
import { serverTranslator } from '@/server/translator';

import type { Contact } from './schema';

/** What the agency reads about an enquiry, in English whatever the visitor's language. */
async function enquiryFacts(contact: Contact, proofOfWork: ProofOfWorkResult) {
  const t = await serverTranslator('en');
  const option = (group: string, value: string | undefined) =>
    value ? t(`contactUs.form.${group}.${value}` as never) : '–';
  const essentials = [
    { label: t('contactUs.emails.fields.name'), value: contact.name },
    { label: t('contactUs.emails.fields.email'), value: contact.email },
    { label: t('contactUs.emails.fields.company'), value: contact.company ?? '–' },
    { label: t('contactUs.emails.fields.phone'), value: contact.phone ?? '–' },
    { label: t('contactUs.emails.fields.topic'), value: option('topics', contact.topic) },
    { label: t('contactUs.emails.fields.budget'), value: option('budgets', contact.budget) },
    { label: t('contactUs.emails.fields.timeline'), value: option('timelines', contact.timeline) },
    { label: t('contactUs.emails.language'), value: contact.locale },
    await proofOfWorkFact(proofOfWork),
  ];
  return { t, topic: option('topics', contact.topic), essentials };
}

/** The agency's notification: everything the visitor sent, replying goes to the visitor. */
export async function contactNotification(
  id: string,
  contact: Contact,
  proofOfWork: ProofOfWorkResult,
): Promise<OutboxMessage> {
  const { t, topic, essentials } = await enquiryFacts(contact, proofOfWork);
  const utm = [contact.utm_source, contact.utm_medium, contact.utm_campaign].filter(Boolean);
  return {
    from: serverSettings.MAIL_FROM,
    to: serverSettings.CONTACT_INBOX,
    replyTo: contact.email,
    subject: headerSafe(
      `[Contact${await unverifiedSubjectTag(proofOfWork)}] ${topic} – ${contact.name}`,
    ),
    ...render(
      [
        ...essentials,
        { label: t('contactUs.emails.newsletter'), value: contact.newsletterOptIn ? '✓' : '–' },
        { label: t('contactUs.emails.source'), value: contact.sourcePath ?? '–' },
        ...(utm.length ? [{ label: 'UTM', value: utm.join(' / ') }] : []),
        { label: t('contactUs.emails.fields.message'), value: contact.message },
      ],
      t('contactUs.emails.reference', { id }),
    ),
  };
}

export async function contactAnnouncement(
  id: string,
  contact: Contact,
  proofOfWork: ProofOfWorkResult,
): Promise<LeadAnnouncement> {
  const { topic, essentials } = await enquiryFacts(contact, proofOfWork);
  return {
    form: 'contact',
    id,
    title: `New enquiry: ${topic} – ${contact.name}`,
    facts: essentials,
    message: contact.message,
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
