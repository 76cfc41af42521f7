import { track } from './events';

export type ScrollDepth = {
  /** The share of the page that has been in view, from the top to the viewport's bottom edge. */
  fraction: number;
  pixels: number;
};

export type ScrollPosition = {
  scrollTop: number;
  viewportHeight: number;
  documentHeight: number;
};

/** Capped at 1 for overscroll and for pages shorter than the viewport. */
export function scrollDepthAt({
  scrollTop,
  viewportHeight,
  documentHeight,
}: ScrollPosition): ScrollDepth {
  const pixels = Math.max(0, Math.round(scrollTop));
  if (documentHeight <= 0) return { fraction: 1, pixels };
  const fraction = Math.min(1, (pixels + Math.max(0, viewportHeight)) / documentHeight);
  // Three decimals are plenty for a report and keep the events small.
  return { fraction: Math.round(fraction * 1000) / 1000, pixels };
}

export function deepest(a: ScrollDepth, b: ScrollDepth): ScrollDepth {
  return { fraction: Math.max(a.fraction, b.fraction), pixels: Math.max(a.pixels, b.pixels) };
}

function isDeeper(a: ScrollDepth, than: ScrollDepth): boolean {
  return a.fraction > than.fraction || a.pixels > than.pixels;
}

function currentDepth(): ScrollDepth {
  return scrollDepthAt({
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  });
}

/** Next navigates with the History API; stopping spares a later wrapper on top (PostHog's). */
function onHistoryChange(listener: () => void): () => void {
  let active = true;
  const wrap = (original: History['pushState']): History['pushState'] =>
    function (this: History, ...args) {
      original.apply(this, args);
      if (active) listener();
    };
  const original = { pushState: history.pushState, replaceState: history.replaceState };
  const wrapped = {
    pushState: wrap(original.pushState),
    replaceState: wrap(original.replaceState),
  };
  history.pushState = wrapped.pushState;
  history.replaceState = wrapped.replaceState;
  window.addEventListener('popstate', listener);
  return () => {
    active = false;
    window.removeEventListener('popstate', listener);
    if (history.pushState === wrapped.pushState) history.pushState = original.pushState;
    if (history.replaceState === wrapped.replaceState) history.replaceState = original.replaceState;
  };
}

/** One event per page, on leaving it; a page shown again sends again only if scrolled deeper. */
export function startScrollDepthTracking(): () => void {
  let path = location.pathname;
  let depth = currentDepth();
  let sent: ScrollDepth | undefined;
  let frame: number | undefined;

  const send = (leavingPage: boolean) => {
    if (sent && !isDeeper(depth, sent)) return;
    sent = depth;
    track(
      'scroll_depth',
      { path, max_fraction: depth.fraction, max_pixels: depth.pixels },
      { leavingPage },
    );
  };

  const followNavigation = () => {
    if (location.pathname === path) return;
    send(false);
    path = location.pathname;
    sent = undefined;
    // The router scrolls the new page into place after it changed the URL; measure after that.
    depth = { fraction: 0, pixels: 0 };
    measureSoon();
  };

  const measure = () => {
    followNavigation();
    depth = deepest(depth, currentDepth());
  };

  // At most one measurement per frame, however often the browser reports scrolling.
  function measureSoon() {
    frame ??= requestAnimationFrame(() => {
      frame = undefined;
      measure();
    });
  }

  const leave = () => {
    measure();
    send(true);
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') leave();
  };

  window.addEventListener('scroll', measureSoon, { passive: true });
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', hidden);
  const stopFollowing = onHistoryChange(followNavigation);

  return () => {
    stopFollowing();
    window.removeEventListener('scroll', measureSoon);
    window.removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', hidden);
    if (frame !== undefined) cancelAnimationFrame(frame);
    send(false);
  };
}
