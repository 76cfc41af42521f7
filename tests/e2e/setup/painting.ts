import type { LaunchOptions, Page } from '@playwright/test';

import { chromiumFlags, findChromium } from '../../support/chromium.mjs';

/** How long a frame may take before the page counts as no longer drawing. */
const FRAME_TIMEOUT_MS = 5_000;

/**
 * Scrolls `page` from top to bottom as a visitor flicking through it would, half a screen per
 * frame, and back to the top. Returns where it stopped when a frame never came: the browser
 * stopped drawing the page (docs/performance-log.md, "Scripts in the head"); `null` once it drew
 * every frame.
 */
export async function scrollEveryFrame(page: Page): Promise<{ scrollY: number } | null> {
  return page.evaluate(async (timeout) => {
    const frame = () =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), timeout);
      });
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      if (!(await frame())) return { scrollY: y };
    }
    scrollTo(0, 0);
    return (await frame()) ? null : { scrollY: 0 };
  }, FRAME_TIMEOUT_MS);
}

/**
 * Chromium drawing with its GPU rasterizer, as on visitors' devices with hardware acceleration
 * (SwiftShader stands in for the GPU here). The software rasterizer that `--disable-gpu` selects
 * now and then stops drawing a page for good when it is scrolled while scripts compile, on any
 * page that runs scripts (docs/performance-log.md, "Scripts in the head").
 */
export const gpuRasterLaunchOptions: LaunchOptions = {
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: [
    ...chromiumFlags.filter((flag) => flag !== '--disable-gpu'),
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--enable-gpu-rasterization',
    '--ignore-gpu-blocklist',
  ],
};
