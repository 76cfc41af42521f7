import { loadScript, loadStylesheet } from '../load-script';
import type { PublicIntegrations } from '../public-config';

export type BookingSettings = NonNullable<PublicIntegrations['booking']>;

/** The part of Calendly's embed API the site uses (developer.calendly.com, "Embed Recipes"). */
type CalendlyApi = { initPopupWidget: (options: { url: string }) => void };

declare global {
  // Declaration merging with the DOM's own type needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    Calendly?: CalendlyApi;
  }
}

/** Calendly ships the popup's styles beside its script: `…/widget.js` and `…/widget.css`. */
const stylesheetOf = (scriptUrl: string) => scriptUrl.replace(/\.js(?=$|\?)/, '.css');

let loaded: string | undefined;

export function isBookingLoaded(settings: BookingSettings): boolean {
  return loaded === settings.scriptUrl && Boolean(window.Calendly);
}

/** Only after a click, with marketing consent or the visitor's go-ahead in the notice. */
export async function openBookingPopup(settings: BookingSettings): Promise<void> {
  const styles = loadStylesheet(stylesheetOf(settings.scriptUrl)).catch((error: unknown) => {
    // Unstyled is still usable: the popup opens regardless.
    console.warn('The booking widget styles could not be loaded', error);
  });
  await Promise.all([loadScript(settings.scriptUrl), styles]);
  if (!window.Calendly) throw new Error('The booking widget did not start');
  loaded = settings.scriptUrl;
  window.Calendly.initPopupWidget({ url: settings.url });
}
