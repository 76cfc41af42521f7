'use client';

import type { MouseEvent } from 'react';

import { PrefetchLink } from '@/components/navigation/prefetch-link';
import { buttonClasses } from '@/components/ui/button';

import { isBookingOffered } from './offer';
import { useBooking, type BookingTexts } from './use-booking';

type BookingLinkProps = BookingTexts & {
  label: string;
  /** The contact page in the page's language, resolved on the server. */
  contactPath: string;
  className?: string;
};

const withModifier = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** Always there, so nothing moves; without JavaScript or in a new tab it is the contact page. */
export function BookingLink({ label, contactPath, className, ...texts }: BookingLinkProps) {
  const booking = useBooking(texts);
  return (
    <>
      <PrefetchLink
        href={contactPath}
        className={buttonClasses('primary', className)}
        onClick={(event) => {
          if (!isBookingOffered() || withModifier(event)) return;
          event.preventDefault();
          booking.start(event.currentTarget);
        }}
      >
        {label}
      </PrefetchLink>
      {booking.notice}
    </>
  );
}
