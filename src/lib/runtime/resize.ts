/** The spec's delay before the device is detected again after a resize. */
const resizeSettleMs = 50;

type ResizeSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `callback` once the window has stopped resizing for `delayMs`, so a drag that fires
 * dozens of resize events leads to one call. Returns a function that stops listening.
 */
export function onResizeSettled(
  source: ResizeSource,
  callback: () => void,
  delayMs: number = resizeSettleMs,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(callback, delayMs);
  };
  source.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    source.removeEventListener('resize', onResize);
  };
}
