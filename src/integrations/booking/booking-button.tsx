'use client';

import { Button, type ButtonVariant } from '@/components/ui/button';

import { useBooking, type BookingTexts } from './use-booking';

type BookingButtonProps = BookingTexts & {
  label: string;
  variant?: ButtonVariant;
  className?: string;
};

/**
 * "Book a call": opens the scheduling popup. The button is in the page's HTML but hidden until
 * the settings say booking is configured (`src/integrations/booking/offer.ts`). Nothing of the
 * widget loads before the first click.
 */
export function BookingButton({ label, variant, className, ...texts }: BookingButtonProps) {
  const booking = useBooking(texts);
  return (
    <>
      <Button
        data-requires="booking"
        variant={variant}
        className={className}
        onClick={(event) => booking.start(event.currentTarget)}
      >
        {label}
      </Button>
      {booking.notice}
    </>
  );
}
