import { getLocale, getTranslations } from 'next-intl/server';

import { LinkPageMessage } from '@/components/sections/link-page-message';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { getPage } from '@/content';
import { ConfirmForm } from '@/features/forms/confirm-form';
import { commonTexts } from '@/features/forms/texts';
import { confirmUnsubscribe } from '@/features/newsletter/actions';
import { readLinkToken } from '@/features/newsletter/service';
import { maskEmail } from '@/features/newsletter/tokens';
import { UnsubscribeRequestForm } from '@/features/newsletter/unsubscribe-request-form';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/unsubscribe', { noIndex: true });

/** Opening the link changes nothing, the button unsubscribes; a bad link offers a new one. */
export default async function UnsubscribePage({
  searchParams,
}: PageProps<'/[locale]/unsubscribe'>) {
  const [{ token }, locale, t, common] = await Promise.all([
    searchParams,
    getLocale(),
    getTranslations('unsubscribe'),
    commonTexts(),
  ]);
  const check =
    token === undefined ? null : await readLinkToken(token, 'unsubscribe').catch(() => null);
  const requestForm = (
    <section aria-labelledby="by-address" className="mt-12 max-w-2xl">
      <h2 id="by-address" className="text-2xl font-bold">
        {t('byAddress.title')}
      </h2>
      <p className="mt-3 mb-6 text-lg text-muted">{t('byAddress.text')}</p>
      <UnsubscribeRequestForm
        locale={locale}
        query={token === undefined ? undefined : { token: String(token) }}
        texts={{
          emailLabel: t('byAddress.emailLabel'),
          submit: t('byAddress.submit'),
          sent: t('byAddress.sent'),
          honeypot: common.honeypot,
          proofOfWork: common.proofOfWork,
          network: common.network,
        }}
      />
    </section>
  );
  const invalid = <LinkPageMessage title={t('invalid.title')} text={t('invalid.text')} />;

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      {/* The footer's invitation to subscribe would contradict this page (globals.css). */}
      <div data-leaving-newsletter className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        {check?.valid ? (
          <div className="max-w-2xl space-y-6">
            <ConfirmForm
              prompt={
                <LinkPageMessage
                  title={t('confirm.title', { email: maskEmail(check.payload.e) })}
                  text={t('confirm.text')}
                />
              }
              action={confirmUnsubscribe}
              fields={{ token: String(token), locale }}
              query={{ token: String(token) }}
              button={t('confirm.button')}
              done={
                <LinkPageMessage
                  title={t('done.title')}
                  text={t('done.text', { email: maskEmail(check.payload.e) })}
                />
              }
              invalid={invalid}
              network={common.network}
            />
          </div>
        ) : (
          <>
            {check ? invalid : <Prose markdown={getPage('unsubscribe', locale).body} />}
            {requestForm}
          </>
        )}
      </div>
    </>
  );
}
