import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { onResizeSettled } from './resize';

describe('onResizeSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const resize = (target: EventTarget) => target.dispatchEvent(new Event('resize'));

  it('calls back 50 ms after the last of a burst of resize events', () => {
    const target = new EventTarget();
    const callback = vi.fn();
    onResizeSettled(target, callback);
    for (let i = 0; i < 5; i += 1) {
      resize(target);
      vi.advanceTimersByTime(30);
    }
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(19);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back once per settled resize', () => {
    const target = new EventTarget();
    const callback = vi.fn();
    onResizeSettled(target, callback);
    resize(target);
    vi.advanceTimersByTime(50);
    resize(target);
    vi.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('neither calls back nor listens once stopped, even with a call pending', () => {
    const target = new EventTarget();
    const callback = vi.fn();
    const stop = onResizeSettled(target, callback);
    resize(target);
    stop();
    vi.advanceTimersByTime(100);
    resize(target);
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });
});
