import { IconCalendarEvent, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { phoneDisplay, phoneHref, site } from '@/config/site';
import { getPage } from '@/content';
import { ContactForm } from '@/features/contact/contact-form';
import { contactFormTexts } from '@/features/contact/texts';
import { BookCallButton } from '@/integrations/booking/book-call';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/contact-us');

export default async function ContactPage() {
  const [t, locale, form] = await Promise.all([
    getTranslations('contactUs'),
    getLocale(),
    contactFormTexts(),
  ]);
  const page = getPage('contact-us', locale);
  const channels = [
    { Icon: IconMail, label: t('emailLabel'), value: site.email, href: `mailto:${site.email}` },
    {
      Icon: IconPhone,
      label: t('phoneLabel'),
      value: phoneDisplay,
      href: phoneHref,
    },
  ];
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      {/* The hero is the page's one introduction: the form follows it at once. */}
      <section aria-labelledby="contact-form" className="py-16 md:py-24">
        <h2 id="contact-form" className="sr-only">
          {t('formTitle')}
        </h2>
        <div className="mx-auto grid max-w-6xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_1fr]">
          <Card padding="xl">
            <ContactForm
              locale={locale}
              texts={form.texts}
              privacyLabel={form.privacy}
              captchaNotice={form.captchaNotice}
            />
          </Card>
          <aside aria-labelledby="direct">
            <h3 id="direct" className="text-2xl font-bold">
              {t('directTitle')}
            </h3>
            <ul className="mt-6 space-y-4">
              {channels.map(({ Icon, label, value, href }) => (
                <Card as="li" key={label} padding="md" className="flex items-start gap-4">
                  <Icon aria-hidden size={24} className="mt-1 shrink-0 text-brand" />
                  <div>
                    <p className="font-semibold">{label}</p>
                    <Link
                      href={href}
                      external
                      className="text-lg text-brand underline underline-offset-4"
                    >
                      {value}
                    </Link>
                  </div>
                </Card>
              ))}
              <Card as="li" padding="md" className="flex items-start gap-4">
                <IconMapPin aria-hidden size={24} className="mt-1 shrink-0 text-brand" />
                <div>
                  <p className="font-semibold">{t('addressLabel')}</p>
                  <address className="text-lg not-italic">
                    {site.legalName}
                    <br />
                    {site.address.street}, {site.address.postalCode} {site.address.city}
                  </address>
                  <p className="mt-2 text-muted">{t('hours')}</p>
                </div>
              </Card>
              {/* Last, so that it appears without moving the channels above it. */}
              <Card as="li" data-requires="booking" padding="md" className="flex items-start gap-4">
                <IconCalendarEvent aria-hidden size={24} className="mt-1 shrink-0 text-brand" />
                <div>
                  <p className="font-semibold">{t('bookingLabel')}</p>
                  <p className="mt-1 text-muted">{t('bookingText')}</p>
                  <BookCallButton className="mt-4" />
                </div>
              </Card>
            </ul>
          </aside>
        </div>
      </section>
      <Section id="next-steps" tone="sunken" title={t('nextStepsTitle')}>
        <Prose markdown={page.body} className="max-w-3xl" />
      </Section>
    </>
  );
}
