'use client';

import { Activity, use, useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';

/** How far from the screen a part starts loading: half a screen, so it is ready when seen. */
const NEAR = '50% 0px';

/** A press may be a link's click to come, and a navigation must hydrate the part first (`Part`). */
const START_USING = ['pointerdown', 'keydown'] as const;

const subscribeToNothing = () => () => {};

/**
 * Hydrated at a press, a focus or (`whenNear`) when the visitor comes near. `<Activity>`, not
 * `<Suspense>`: React moves a large Suspense boundary out of line in a long document.
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
  let loading: Promise<ComponentType<Props>> | undefined;
  let hydrating: Promise<ComponentType<Props>> | undefined;
  let rendering: Promise<ComponentType<Props>> | undefined;

  /** The part's code: at once on the server, once started in the browser. */
  function loadPart(): Promise<ComponentType<Props>> {
    loading ??= (onServer ? load() : started.then(load)).catch((error: unknown) => {
      console.warn('A part of the page could not load its code', error);
      throw error;
    });
    return loading;
  }

  // Once the code has failed to load: lets a hydration attempt that waits go on without it.
  let hydrateWithout: ((nothing: ComponentType<Props>) => void) | undefined;

  /** If the code fails to load (offline), the server's HTML stays and works without it. */
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
   * Without its code the part is left out and the pending hydration ends too, as React holds the
   * navigation until it does.
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
   * Reads the code with `use()` on every render, loaded or not: a render that suspended on `use()`
   * must call it again when React retries it, and React reads a promise it has seen at once.
   */
  function Part(props: Props) {
    const hydration = useSyncExternalStore(
      subscribeToNothing,
      () => false,
      () => true,
    );
    if (!hydration) start();
    const Component = use(hydration ? loadToHydrate() : loadToRender());
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

/** For a first-screen part, plain HTML until used (the locale switcher): it loads at a press. */
export const hydrateWhenUsed = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  deferHydration(load, { whenNear: false });
