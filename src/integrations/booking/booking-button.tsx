'use client';

import { Button, type ButtonVariant } from '@/components/ui/button';

import { useBooking, type BookingTexts } from './use-booking';

type BookingButtonProps = BookingTexts & {
  label: string;
  variant?: ButtonVariant;
  className?: string;
};

/** Hidden until booking is configured (`offer.ts`); the widget loads on the first click. */
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
