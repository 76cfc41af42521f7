import 'server-only';

import { settings } from '@/config/settings';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import type { OutboxMessage } from '@/server/db/schema';
import { SIGN_IN_LINK_MINUTES } from '@/server/editors/sign-in-links';
import { render } from '@/server/mail/compose';
import { serverSettings } from '@/server/settings';
import { serverTranslator } from '@/server/translator';

import { signInPaths } from './paths';

/** Its link opens a page whose button signs in, so a mail scanner opening it uses nothing up. */
export async function signInEmail(
  email: string,
  locale: Locale,
  token: string,
): Promise<OutboxMessage> {
  const t = await serverTranslator(locale);
  const link = `${settings.SITE_URL}${signInPaths.confirm}?token=${token}`;
  const minutes = SIGN_IN_LINK_MINUTES;
  return {
    from: serverSettings.MAIL_FROM,
    to: email,
    subject: t('shared.editorSignIn.email.subject', { company: site.name }),
    ...render(
      [
        { text: t('contactUs.emails.greeting') },
        { text: t('shared.editorSignIn.email.body', { minutes }) },
        { text: link },
        { text: t('shared.editorSignIn.email.ignore') },
      ],
      t('shared.emails.signOff', { company: site.name, phone: site.phone }),
    ),
  };
}
