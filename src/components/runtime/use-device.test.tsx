import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useDevice } from './use-device';

function DeviceLabel({ refreshOnResize = false }: { refreshOnResize?: boolean }) {
  const device = useDevice({ refreshOnResize });
  return <span>{device ? `${device.type} ${device.os}` : 'unknown'}</span>;
}

describe('useDevice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is unknown in the server render, so hydration starts from the same HTML', () => {
    // Even where the rendering process has a navigator of its own (Node 21+, Deno, Bun).
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
      maxTouchPoints: 5,
    });
    expect(renderToString(<DeviceLabel />)).toBe('<span>unknown</span>');
    expect(renderToString(<DeviceLabel refreshOnResize />)).toBe('<span>unknown</span>');
  });
});
