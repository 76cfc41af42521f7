import { getLocale, getTranslations } from 'next-intl/server';

import { LinkPageMessage } from '@/components/sections/link-page-message';
import { PageHero } from '@/components/ui/page-hero';
import { ConfirmForm } from '@/features/forms/confirm-form';
import { confirmNewsletter } from '@/features/newsletter/actions';
import { readLinkToken } from '@/features/newsletter/service';
import { maskEmail } from '@/features/newsletter/tokens';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/newsletter/confirm', { noIndex: true });

/** Opening the link changes nothing, so that a mail scanner opening it subscribes no one. */
export default async function NewsletterConfirmPage({
  searchParams,
}: PageProps<'/[locale]/newsletter/confirm'>) {
  const [{ token }, locale, t, forms] = await Promise.all([
    searchParams,
    getLocale(),
    getTranslations('unsubscribe.subscription'),
    getTranslations('shared.forms'),
  ]);
  const check = await readLinkToken(token, 'confirm').catch(() => null);
  const invalid = <LinkPageMessage title={t('invalidTitle')} text={t('invalidText')} />;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        {check?.valid ? (
          <div className="max-w-2xl space-y-6">
            <ConfirmForm
              prompt={
                <LinkPageMessage
                  title={t('promptTitle')}
                  text={t('text', { email: maskEmail(check.payload.e) })}
                />
              }
              action={confirmNewsletter}
              fields={{ token: String(token), locale }}
              query={{ token: String(token) }}
              button={t('button')}
              done={<LinkPageMessage title={t('doneTitle')} text={t('doneText')} />}
              invalid={invalid}
              network={forms('status.network')}
            />
          </div>
        ) : (
          invalid
        )}
      </div>
    </>
  );
}
