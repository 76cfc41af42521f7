'use client';

import { Activity, lazy, useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';

/** How far from the screen a part starts loading: half a screen, so it is ready when seen. */
const NEAR = '50% 0px';

/**
 * A press of a pointer or a key anywhere: the visitor may be about to follow a link, and a
 * navigation has to hydrate the part before it can show the next page (see `Part`), so its code
 * is best on its way by the time the click comes.
 */
const START_USING = ['pointerdown', 'keydown'] as const;

const subscribeToNothing = () => () => {};

/**
 * Wraps a client component that lies below the first screen (the footer's sign-up) so that its
 * scripts stay out of a page's first load. The server renders it in full, as always, and the
 * page shows that HTML, which works without JavaScript. In the browser its code is loaded, and
 * the part hydrated, when the visitor comes near it (within half a screen of the view, or the
 * focus moves into it) or starts to use the page (presses a pointer or a key).
 *
 * An `<Activity>` boundary is what lets React hydrate the rest of the page first and leave this
 * part's server HTML in place while its code is still to come. A `<Suspense>` boundary would do
 * the same, but React writes a boundary of more than 500 bytes out of line once the document
 * has passed 12.8 KB (`isEligibleForOutlining`): the part would not be in the HTML where it
 * belongs until a script moved it there.
 */
export function hydrateWhenNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let approach = () => {};
  const approached = new Promise<void>((resolve) => {
    approach = resolve;
  });
  const Loaded = lazy(async () => {
    if (typeof window !== 'undefined') await approached;
    return { default: await load() };
  });

  /**
   * React renders this to hydrate the server's HTML (at idle priority after the page; that waits
   * for the visitor) or to render the part in the browser: when a navigation mounts it, or when
   * an update reaches the boundary before it has hydrated (a navigation changes the router's
   * context above it). Then the code loads at once, and the navigation waits for it.
   */
  function Part(props: Props) {
    const hydrating = useSyncExternalStore(
      subscribeToNothing,
      () => false,
      () => true,
    );
    if (!hydrating) approach();
    return <Loaded {...props} />;
  }

  function HydrateWhenNear(props: Props) {
    const element = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const target = element.current;
      if (!target) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) approach();
        },
        { rootMargin: NEAR },
      );
      observer.observe(target);
      // On the window, in the capture phase: React stops events inside a part that has not
      // hydrated yet at the document, before they would reach the part.
      const onFocus = (event: FocusEvent) => {
        if (event.target instanceof Node && target.contains(event.target)) approach();
      };
      window.addEventListener('focusin', onFocus, true);
      for (const type of START_USING) window.addEventListener(type, approach, true);
      const stop = () => {
        observer.disconnect();
        window.removeEventListener('focusin', onFocus, true);
        for (const type of START_USING) window.removeEventListener(type, approach, true);
      };
      void approached.then(stop);
      return stop;
    }, []);

    return (
      <div ref={element}>
        <Activity>
          <Part {...props} />
        </Activity>
      </div>
    );
  }
  return HydrateWhenNear;
}
