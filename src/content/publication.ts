/** The time zone the site's publication times are written in. */
const SITE_TIME_ZONE = 'Europe/Zurich';

/** How far ahead of UTC the site's time zone is at `instant`, in minutes. */
function offsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '') ?? [];
  if (!sign) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * The moment a post goes live: its date at its time (midnight if none) in Switzerland, summer
 * time or not.
 */
export function publicationInstant(date: string, time = '00:00'): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then at the moment it gives: right on both sides of a change.
  const guess = asUtc - offsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(guess)) * 60_000);
}
