import { axeViolations } from './setup/axe';
import { baseURL } from './setup/env';
import { htmlProblems } from './setup/html';
import { allPages } from './setup/routes';
import { expect, test } from './setup/test';

/**
 * One page of every template in both languages, the not-found page, and a post with highlighted
 * code (the colours of its tokens in both themes).
 */
const templates = allPages()
  .filter((page) => page.exists)
  .map((page) => page.path);
const otherPages = ['/gibt-es-nicht/', '/de/gibt-es-nicht/', '/de/blog/postgres-is-enough/'];
const templatePages = [...new Set([...templates, ...otherPages])];

test.describe('accessibility (axe-core, WCAG 2.2 AA rules)', () => {
  // The templates are checked in both themes by design.test.ts, on the page it has loaded for
  // its own checks ("every template as a visitor sees it"); here, the pages that are not one.
  for (const path of otherPages.filter((page) => !templates.includes(page))) {
    test(`${path} has no violation in light or dark mode`, async ({ newPage }) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page } = await newPage({ colorScheme });
        await page.goto(path);
        const violations = await axeViolations(page);
        expect(violations, `${path} (${colorScheme})`).toEqual([]);
        await page.context().close();
      }
    });
  }

  test('is usable with the keyboard: the skip link comes first and lands on the content', async ({
    page,
  }) => {
    await page.goto('/about/');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '#main');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL()}/about/#main`);
  });
  test('shows every control it focuses with a ring of 3:1 against what surrounds it, in both themes', async ({
    newPage,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await newPage({ colorScheme, viewport: { width: 1280, height: 900 } });
      // The home page has every kind of control: header, buttons, cards, the brand-coloured
      // contact band and the footer's form.
      await page.goto('/');
      let stops = 0;
      const weak: string[] = [];
      for (; stops < 200; stops++) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(focusRingContrast);
        if (!ring) break; // Past the last control, or back at a first one: every stop was seen.
        if (ring.contrast < 3) weak.push(`${ring.element}: ${ring.contrast.toFixed(2)}:1`);
      }
      expect(stops, colorScheme).toBeGreaterThan(20);
      expect(weak, colorScheme).toEqual([]);
      await page.context().close();
    }
  });
});

/**
 * The focused element's outline against the first opaque background behind it (the outline is
 * drawn outside the element, so its parent's), as a WCAG contrast ratio; `null` with nothing
 * focused, or with an element focused before. Runs in the page.
 */
async function focusRingContrast(): Promise<{ element: string; contrast: number } | null> {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const visited = ((window as { focusStops?: WeakSet<Element> }).focusStops ??= new WeakSet());
  if (visited.has(focused)) return null;
  visited.add(focused);
  // Buttons fade their colours, the ring's among them: read it once the fade is over.
  await Promise.all(focused.getAnimations().map((animation) => animation.finished));
  // Computed colours come as rgb(), oklch() or color(); a canvas turns any of them into bytes.
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (colour: string) => {
    if (!context) return [255, 255, 255, 1];
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = rgba(colour).map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const style = getComputedStyle(focused);
  let background = 'rgb(255, 255, 255)';
  for (let node = focused.parentElement; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if ((rgba(colour)[3] ?? 0) > 0.5) {
      background = colour;
      break;
    }
  }
  const name = `${focused.tagName.toLowerCase()} "${(focused.textContent || focused.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
  if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0)
    return { element: name, contrast: 0 };
  const [lighter, darker] = [luminance(style.outlineColor), luminance(background)].sort(
    (a, b) => b - a,
  );
  return { element: name, contrast: ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05) };
}

test.describe('valid HTML (html-validate)', () => {
  for (const path of templatePages) {
    test(`${path} validates`, async () => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      expect(await htmlProblems(html)).toEqual([]);
    });
  }
});
