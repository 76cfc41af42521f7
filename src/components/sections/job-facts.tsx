import { IconBriefcase, IconClock, IconMapPin } from '@tabler/icons-react';
import { getLocale, getTranslations } from 'next-intl/server';

import type { Job } from '@/content/queries';
import { formatChfRange, formatPercentRange } from '@/lib/format';

// A line's height from the start: an icon that arrives before its text stays where the text will
// centre it.
const fact = 'inline-flex min-h-6 items-center gap-2';

/** Stacked on a phone: in a wrapping line, a fact whose text came after its icon would jump. */
export async function JobFacts({ job, className = '' }: { job: Job; className?: string }) {
  const [t, locale] = await Promise.all([getTranslations('jobs'), getLocale()]);
  return (
    <ul
      className={`flex flex-col gap-x-6 gap-y-2 text-muted sm:flex-row sm:flex-wrap ${className}`}
    >
      <li className={fact}>
        <IconClock aria-hidden size={18} />
        {formatPercentRange(locale, job.workload.min, job.workload.max)}
      </li>
      <li className={fact}>
        <IconMapPin aria-hidden size={18} />
        {job.location}, {t(`remote.${job.remote}`)}
      </li>
      {job.salary ? (
        <li className={fact}>
          <IconBriefcase aria-hidden size={18} />
          {t('salary', { range: formatChfRange(locale, job.salary.min, job.salary.max) })}
        </li>
      ) : null}
    </ul>
  );
}
