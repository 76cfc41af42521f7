/** Buttons marked `data-requires="booking"` stay hidden until this attribute is on <html>. */
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
