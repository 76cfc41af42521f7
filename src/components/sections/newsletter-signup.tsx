import { getLocale } from 'next-intl/server';

import { NewsletterForm } from '@/components/forms/newsletter-form';
import { newsletterTexts } from '@/components/forms/texts';
import type { newsletterSources } from '@/forms/newsletter';

type NewsletterSignupProps = {
  source: (typeof newsletterSources)[number];
  className?: string;
};

/** The newsletter invitation with its sign-up form, in the footer and on the blog. */
export async function NewsletterSignup({ source, className = '' }: NewsletterSignupProps) {
  const [{ title, intro, texts, privacy }, locale] = await Promise.all([
    newsletterTexts(source),
    getLocale(),
  ]);
  const headingId = `newsletter-${source}`;
  return (
    <section aria-labelledby={headingId} className={`grid gap-6 md:grid-cols-2 ${className}`}>
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <p className="mt-2 max-w-md text-muted">{intro}</p>
      </div>
      <NewsletterForm
        locale={locale}
        source={source}
        texts={texts}
        privacyNote={privacy}
        // The footer's form posts to the page itself. Another one on the same page needs an
        // action URL of its own; not the footer's, as its success leads to the thank-you page,
        // whose footer the fragment would scroll to.
        anchor={source === 'footer' ? undefined : headingId}
      />
    </section>
  );
}
