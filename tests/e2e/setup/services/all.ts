import { startBookingService } from './booking';
import { startTagManager } from './gtm';
import { startPlausible } from './plausible';
import { startPostHog } from './posthog';
import { startRecaptchaService } from './recaptcha';
import { startSentry } from './sentry';
import { CLIENT_KEY, startUnleash, toggle } from './unleash';

const RECAPTCHA_SECRET = 'recaptcha-secret-for-tests';

/**
 * Every third-party service of the site at once, each a local server speaking its protocol, and
 * the site's settings that point at them: what a fully configured deployment talks to.
 */
export async function startAllServices() {
  const [unleash, plausible, posthog, gtm, recaptcha, sentry, booking] = await Promise.all([
    startUnleash([toggle('show_blog', true)]),
    startPlausible(),
    startPostHog(),
    startTagManager(),
    startRecaptchaService({ secret: RECAPTCHA_SECRET }),
    startSentry(),
    startBookingService(),
  ]);
  const env: Record<string, string> = {
    UNLEASH_URL: unleash.url,
    UNLEASH_CLIENT_KEY: CLIENT_KEY,
    PLAUSIBLE_SCRIPT_URL: plausible.scriptUrl,
    PLAUSIBLE_DOMAIN: 'limmatlabs.example',
    POSTHOG_KEY: 'phc_all_services',
    POSTHOG_HOST: posthog.url,
    GTM_ID: 'GTM-ALL1234',
    GTM_SCRIPT_URL: gtm.scriptUrl,
    RECAPTCHA_SITE_KEY: 'recaptcha-site-key',
    RECAPTCHA_SCRIPT_URL: recaptcha.scriptUrl,
    RECAPTCHA_SECRET_KEY: RECAPTCHA_SECRET,
    RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl,
    SENTRY_DSN: sentry.dsn(42),
    BOOKING_URL: booking.bookingUrl,
    BOOKING_SCRIPT_URL: booking.scriptUrl,
  };
  return {
    env,
    unleash,
    plausible,
    posthog,
    gtm,
    recaptcha,
    sentry,
    booking,
    /** The origins a browser may reach after full consent, by service. */
    origins: {
      posthog: posthog.url,
      gtm: gtm.url,
      recaptcha: recaptcha.url,
      booking: booking.url,
    },
    stop: async () => {
      await Promise.all(
        [unleash, plausible, posthog, gtm, recaptcha, sentry, booking].map((service) =>
          service.stop(),
        ),
      );
    },
  };
}

export type AllServices = Awaited<ReturnType<typeof startAllServices>>;
