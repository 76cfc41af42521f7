'use client';

import type { MouseEvent } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { isBookingOffered } from '@/integrations/booking/offer';

import { useBooking, type BookingTexts } from './use-booking';

type BookingLinkProps = BookingTexts & { label: string; className?: string };

const withModifier = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A call to action that promises a conversation: a link to the contact page, which opens the
 * scheduling popup instead once booking is configured. It is there either way, so nothing moves
 * when the settings arrive; a new tab (or no JavaScript) still gets the contact page.
 */
export function BookingLink({ label, className, ...texts }: BookingLinkProps) {
  const booking = useBooking(texts);
  return (
    <>
      <ButtonLink
        href="/contact-us"
        className={className}
        onClick={(event) => {
          if (!isBookingOffered() || withModifier(event)) return;
          event.preventDefault();
          booking.start(event.currentTarget);
        }}
      >
        {label}
      </ButtonLink>
      {booking.notice}
    </>
  );
}
