/**
 * Offers booking: the static pages' "Book a call" buttons (`data-requires="booking"`) stay hidden
 * until this attribute is on <html>, once the browser knows that booking is configured.
 */
export function offerBooking(): () => void {
  const root = document.documentElement;
  root.dataset.booking = 'available';
  return () => {
    delete root.dataset.booking;
  };
}

/** Whether booking is offered, for a control that must decide within its click handler. */
export function isBookingOffered(): boolean {
  return document.documentElement.dataset.booking === 'available';
}
