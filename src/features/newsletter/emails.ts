import 'server-only';

import { settings } from '@/config/settings';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import type { OutboxMessage } from '@/server/db/schema';
import { pageUrl, render } from '@/server/mail/compose';
import { serverSettings } from '@/server/settings';
import { serverTranslator } from '@/server/translator';

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
