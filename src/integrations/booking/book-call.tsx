import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Link, resolveRoute } from '@/components/navigation/link';
import type { ButtonVariant } from '@/components/ui/button';

import { BookingButton } from './booking-button';
import { BookingLink } from './booking-link';
import type { BookingTexts } from './use-booking';

const privacyLink = (chunks: ReactNode) => (
  <Link href="/privacy" className="font-semibold text-brand underline underline-offset-4">
    {chunks}
  </Link>
);

async function bookingTexts(): Promise<BookingTexts & { button: string }> {
  const t = await getTranslations('shared.booking');
  return {
    button: t('button'),
    notice: {
      title: t('notice.title'),
      once: t('notice.once'),
      load: t('notice.load'),
      cancel: t('notice.cancel'),
      newTab: t('notice.newTab'),
    },
    noticeText: t.rich('notice.text', { link: privacyLink }),
  };
}

/** Appears late (never without JavaScript): place it where its arrival moves nothing being read. */
export async function BookCallButton(props: { variant?: ButtonVariant; className?: string }) {
  const { button, ...texts } = await bookingTexts();
  return <BookingButton label={button} {...props} {...texts} />;
}

/** For the first screen: always there, as a late button would push the page down. */
export async function BookCallLink({ label, className }: { label: string; className?: string }) {
  const [texts, locale] = await Promise.all([bookingTexts(), getLocale()]);
  return (
    <BookingLink
      label={label}
      contactPath={resolveRoute('/contact-us', locale).path}
      className={className}
      notice={texts.notice}
      noticeText={texts.noticeText}
    />
  );
}
