import { getLocale } from 'next-intl/server';

import { FooterNewsletterForm } from './footer-newsletter-form';
import { newsletterTexts } from './texts';

export async function NewsletterSignup() {
  const [{ title, intro, texts, privacy }, locale] = await Promise.all([
    newsletterTexts(),
    getLocale(),
  ]);
  const headingId = 'newsletter-footer';
  return (
    <section aria-labelledby={headingId} className="grid gap-6 md:grid-cols-2">
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <p className="mt-2 max-w-md text-muted">{intro}</p>
      </div>
      <FooterNewsletterForm
        locale={locale}
        source="footer"
        texts={texts}
        privacyNote={privacy}
        anchor={headingId}
      />
    </section>
  );
}
