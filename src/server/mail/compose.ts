import 'server-only';

import { settings } from '@/config/settings';
import { site } from '@/config/site';
import type { Application } from '@/forms/application';
import type { Contact } from '@/forms/contact';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/routes/paths';
import type { OutboxMessage } from '@/server/db/schema';
import { serverSettings } from '@/server/settings';
import { serverTranslator } from '@/server/translator';

/**
 * Every email the site sends, rendered when it is queued: plain text plus a simple HTML part in
 * which everything a visitor typed is escaped.
 */

/** Header values from visitors: line breaks would start a new header, so none survive. */
export const headerSafe = (value: string) => value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

type Block = { heading?: string; text: string } | { label: string; value: string };

/** Text and HTML from the same blocks, so the two parts never say different things. */
function render(blocks: Block[], signOff: string): Pick<OutboxMessage, 'text' | 'html'> {
  const text = blocks
    .map((block) =>
      'label' in block
        ? `${block.label}: ${block.value}`
        : [block.heading, block.text].filter(Boolean).join('\n'),
    )
    .concat(['', signOff])
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
  const paragraphs = blocks.map((block) =>
    'label' in block
      ? `<p><strong>${escapeHtml(block.label)}:</strong> ${escapeHtml(block.value).replace(/\n/g, '<br>')}</p>`
      : `${block.heading ? `<h2 style="font-size:16px">${escapeHtml(block.heading)}</h2>` : ''}<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`,
  );
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#16262a;max-width:640px">${paragraphs.join('')}<p>${escapeHtml(signOff).replace(/\n/g, '<br>')}</p></body></html>`;
  return { text, html };
}

const pageUrl = (
  pathname: Parameters<typeof localizedPath>[0],
  locale: Locale,
  params?: Record<string, string>,
) => `${settings.SITE_URL}${localizedPath(pathname, locale, params)}`;

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

type Job = { title: string; reference: string };

export async function applicationNotification(
  id: string,
  application: Application,
  job: Job,
  cv: { uploadId: string; fileName: string },
): Promise<OutboxMessage> {
  const t = await serverTranslator('en');
  return {
    from: serverSettings.MAIL_FROM,
    to: serverSettings.HIRING_INBOX,
    replyTo: application.email,
    subject: headerSafe(`[Application] ${job.reference} ${job.title} – ${application.name}`),
    attachments: [{ ...cv, contentType: 'application/pdf' }],
    ...render(
      [
        { label: t('contactUs.emails.fields.job'), value: `${job.title} (${job.reference})` },
        { label: t('contactUs.emails.fields.name'), value: application.name },
        { label: t('contactUs.emails.fields.email'), value: application.email },
        { label: t('contactUs.emails.fields.phone'), value: application.phone ?? '–' },
        { label: t('contactUs.emails.fields.linkedinUrl'), value: application.linkedinUrl ?? '–' },
        {
          label: t('contactUs.emails.fields.portfolioUrl'),
          value: application.portfolioUrl ?? '–',
        },
        { label: t('contactUs.emails.language'), value: application.locale },
        { label: t('contactUs.emails.fields.message'), value: application.message || '–' },
      ],
      t('contactUs.emails.reference', { id }),
    ),
  };
}

export async function applicationConfirmation(
  application: Application,
  job: Job,
): Promise<OutboxMessage> {
  const t = await serverTranslator(application.locale);
  return {
    from: serverSettings.MAIL_FROM,
    to: application.email,
    subject: t('jobs.emails.confirmationSubject', { job: job.title }),
    ...render(
      [
        { text: t('contactUs.emails.greeting') },
        { text: t('jobs.emails.confirmationBody', { job: job.title, reference: job.reference }) },
        { text: t('contactUs.emails.confirmationNotYou', { email: site.email }) },
      ],
      t('shared.emails.signOff', { company: site.name, phone: site.phone }),
    ),
  };
}

/** Double opt-in: the link leads to a page that asks for one more click. */
export async function newsletterConfirmation(
  email: string,
  locale: Locale,
  token: string,
): Promise<OutboxMessage> {
  const t = await serverTranslator(locale);
  const link = `${pageUrl('/newsletter/confirm', locale)}?token=${token}`;
  return {
    from: serverSettings.MAIL_FROM,
    to: email,
    subject: t('unsubscribe.emails.confirmSubject'),
    ...render(
      [
        { text: t('contactUs.emails.greeting') },
        { text: t('unsubscribe.emails.confirmBody') },
        { text: link },
        { text: t('unsubscribe.emails.confirmIgnore') },
      ],
      t('shared.emails.signOff', { company: site.name, phone: site.phone }),
    ),
  };
}

/** The RFC 8058 headers every newsletter email carries. */
function listUnsubscribeHeaders(token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${settings.SITE_URL}/api/unsubscribe/?token=${token}>, <mailto:${site.email}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The first newsletter email, sent once the subscription is confirmed. */
export async function newsletterWelcome(
  email: string,
  locale: Locale,
  unsubscribeToken: string,
): Promise<OutboxMessage> {
  const t = await serverTranslator(locale);
  const unsubscribe = `${pageUrl('/unsubscribe', locale)}?token=${unsubscribeToken}`;
  return {
    from: serverSettings.MAIL_FROM,
    to: email,
    subject: t('unsubscribe.emails.welcomeSubject'),
    headers: listUnsubscribeHeaders(unsubscribeToken),
    ...render(
      [
        { text: t('contactUs.emails.greeting') },
        { text: t('unsubscribe.emails.welcomeBody', { blog: pageUrl('/blog', locale) }) },
        { text: t('unsubscribe.emails.unsubscribeFooter', { link: unsubscribe }) },
      ],
      t('shared.emails.signOff', { company: site.name, phone: site.phone }),
    ),
  };
}

/** Asked for on the unsubscribe page when a link no longer worked. */
export async function unsubscribeLink(
  email: string,
  locale: Locale,
  token: string,
): Promise<OutboxMessage> {
  const t = await serverTranslator(locale);
  const link = `${pageUrl('/unsubscribe', locale)}?token=${token}`;
  return {
    from: serverSettings.MAIL_FROM,
    to: email,
    subject: t('unsubscribe.emails.linkSubject'),
    headers: listUnsubscribeHeaders(token),
    ...render(
      [
        { text: t('contactUs.emails.greeting') },
        { text: t('unsubscribe.emails.linkBody') },
        { text: link },
        { text: t('unsubscribe.emails.linkIgnore') },
      ],
      t('shared.emails.signOff', { company: site.name, phone: site.phone }),
    ),
  };
}
