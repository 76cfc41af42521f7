import { PrefetchLink } from '@/components/navigation/prefetch-link';
import { buttonClasses } from '@/components/ui/button';

import type { ErrorTexts } from './error-texts';
import { ErrorView } from './error-view';

/** In the error page's lazy chunk, so that its classes and picture load only on an error. */
export function ErrorPageView({
  text,
  homeHref,
  retry,
}: {
  text: ErrorTexts;
  homeHref: string;
  retry: () => void;
}) {
  return (
    <ErrorView
      eyebrow={text.eyebrow}
      title={text.title}
      message={text.message}
      imageAlt={text.imageAlt}
      signOff={text.signOff}
      actions={
        <>
          <button type="button" onClick={() => retry()} className={buttonClasses('secondary')}>
            {text.retry}
          </button>
          <PrefetchLink href={homeHref} className={buttonClasses()}>
            {text.home}
          </PrefetchLink>
        </>
      }
    />
  );
}
