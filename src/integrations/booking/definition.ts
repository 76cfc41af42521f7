import { defineIntegration, serviceUrl, originOf } from '../define';

/** A Calendly-compatible scheduling page, e.g. https://calendly.com/agency/intro-call. */
export const booking = defineIntegration({
  settings: {
    BOOKING_URL: serviceUrl.optional(),
    BOOKING_SCRIPT_URL: serviceUrl.default('https://assets.calendly.com/assets/external/widget.js'),
  },
  consent: 'marketing',
  public: (config) =>
    config.BOOKING_URL
      ? { url: config.BOOKING_URL, scriptUrl: config.BOOKING_SCRIPT_URL }
      : undefined,
  csp: (booking) => {
    const script = originOf(booking.scriptUrl);
    return {
      'script-src': [script],
      'style-src': [script],
      'frame-src': [originOf(booking.url)],
    };
  },
});
