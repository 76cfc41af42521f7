/**
 * Offers booking on the page. The "Book a call" buttons are in every page's HTML, marked
 * `data-requires="booking"` and hidden by the stylesheet until this attribute is on <html>: the
 * pages are static, and whether booking is configured is only known once the browser has
 * fetched the settings.
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
