'use client';

import { Activity, use, useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';

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
 * A client component whose server HTML works on its own, its code loaded and the part hydrated
 * only once the visitor presses a pointer or a key, moves the focus into it, or (with `whenNear`)
 * comes within half a screen of it.
 *
 * `<Activity>`, not `<Suspense>`: React writes a large Suspense boundary out of line once the
 * document is long (`isEligibleForOutlining`), so the part would leave its place in the HTML.
 */
function deferHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { whenNear }: { whenNear: boolean },
): ComponentType<Props> {
  let start = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const onServer = typeof window === 'undefined';
  let component: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  let hydrating: Promise<ComponentType<Props>> | undefined;
  let rendering: Promise<ComponentType<Props>> | undefined;

  /** The part's code: at once on the server, once started in the browser. */
  function loadPart(): Promise<ComponentType<Props>> {
    loading ??= (onServer ? load() : started.then(load)).then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        console.warn('A part of the page could not load its code', error);
        throw error;
      },
    );
    return loading;
  }

  // Once the code has failed to load: lets a hydration attempt that waits go on without it.
  let hydrateWithout: ((nothing: ComponentType<Props>) => void) | undefined;

  /**
   * What hydrating waits for. Should the code fail to load (the visitor has gone offline), the
   * server's HTML stays as it is and keeps working without it, until an update renders the part.
   */
  function loadToHydrate(): Promise<ComponentType<Props>> {
    hydrating ??= onServer
      ? loadPart()
      : loadPart().catch(
          () =>
            new Promise<ComponentType<Props>>((resolve) => {
              hydrateWithout = resolve;
            }),
        );
    return hydrating;
  }

  /**
   * What rendering in the browser waits for. Without its code the part is left out, and the
   * navigation that rendered it goes on (React holds a navigation until the boundary's hydration
   * attempt is over, so that ends too): were the code gone with an old deployment, the
   * navigation's own chunks would be too, and the router loads the next page in full.
   */
  function loadToRender(): Promise<ComponentType<Props>> {
    rendering ??= loadPart().catch(() => {
      const nothing = () => null;
      hydrateWithout?.(nothing);
      return nothing;
    });
    return rendering;
  }

  /**
   * React renders this to hydrate the server's HTML (at idle priority after the page; that waits
   * for the visitor) or to render the part in the browser: when a navigation mounts it, or when
   * an update reaches the boundary before it has hydrated (a navigation changes the router's
   * context above it). Then the code loads at once, and the navigation waits for it.
   */
  function Part(props: Props) {
    const hydration = useSyncExternalStore(
      subscribeToNothing,
      () => false,
      () => true,
    );
    if (!hydration) start();
    const Component = component ?? use(hydration ? loadToHydrate() : loadToRender());
    return <Component {...props} />;
  }

  function DeferredHydration(props: Props) {
    const element = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const target = element.current;
      if (!target) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: NEAR },
      );
      if (whenNear) observer.observe(target);
      // On the window, in the capture phase: React stops events inside a part that has not
      // hydrated yet at the document, before they would reach the part.
      const onFocus = (event: FocusEvent) => {
        if (event.target instanceof Node && target.contains(event.target)) start();
      };
      window.addEventListener('focusin', onFocus, true);
      for (const type of START_USING) window.addEventListener(type, start, true);
      const stop = () => {
        observer.disconnect();
        window.removeEventListener('focusin', onFocus, true);
        for (const type of START_USING) window.removeEventListener(type, start, true);
      };
      void started.then(stop);
      return stop;
    }, []);

    return (
      // A box of its own only where its distance to the view is watched; elsewhere the part
      // stays in its parent's layout (the header's row) as if the wrapper were not there.
      <div ref={element} className={whenNear ? undefined : 'contents'}>
        <Activity>
          <Part {...props} />
        </Activity>
      </div>
    );
  }
  return DeferredHydration;
}

/** For a part below the first screen (the footer's sign-up): it loads as the visitor nears it. */
export const hydrateWhenNear = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  deferHydration(load, { whenNear: true });

/**
 * For a part in the first screen that works as plain HTML until it is used (the locale
 * switcher, a link): it loads with the visitor's first press of a pointer or a key.
 */
export const hydrateWhenUsed = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  deferHydration(load, { whenNear: false });
