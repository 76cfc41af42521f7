import { offerBooking } from './offer';
import type { BrowserStart } from '../lazy-start';

// The buttons show at once; the widget behind them waits for consent (`use-booking.tsx`).
export const browserStart: BrowserStart<'booking'> = { start: offerBooking, beforeConsent: true };
