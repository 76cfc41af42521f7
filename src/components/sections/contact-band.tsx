import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { ButtonLink } from '@/components/ui/button-link';
import { phoneDisplay, phoneHref } from '@/config/site';
import { BookCallButton } from '@/integrations/booking/book-call';

/** The call to action that closes most pages: write to us, book a call, or call. */
export async function ContactBand() {
  const t = await getTranslations('shared.contactBand');
  return (
    <section aria-labelledby="contact-band" className="py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {/* The site's focus ring is the brand colour, which this band is filled with. */}
        <div className="grid gap-8 rounded-card bg-brand px-6 py-12 text-on-brand md:grid-cols-[2fr_1fr] md:items-center md:px-12 [&_:focus-visible]:outline-on-brand">
          <div>
            <h2
              id="contact-band"
              className="text-3xl font-bold tracking-tight text-balance md:text-4xl"
            >
              {t('title')}
            </h2>
            <p className="mt-4 max-w-xl text-lg opacity-90">{t('text')}</p>
          </div>
          <div className="flex flex-col items-start gap-3 md:items-end">
            <ButtonLink
              href="/contact-us"
              variant="secondary"
              className="!border-transparent !text-ink"
            >
              {t('button')}
            </ButtonLink>
            <BookCallButton
              variant="secondary"
              className="!border-on-brand !bg-transparent !text-on-brand hover:!bg-on-brand/10"
            />
            <p>
              {t('call')}{' '}
              <Link
                href={phoneHref}
                external
                className="font-semibold underline underline-offset-4"
              >
                {phoneDisplay}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
