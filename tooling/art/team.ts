/**
 * The team's portraits: illustrations from DiceBear's "notionists" style (line drawings by Zoish,
 * CC0), seeded by the person's folder name, so the same person always gets the same drawing.
 * Never photographs. The choices are narrowed to a calm, professional look: no sunglasses,
 * gestures or badges, open eyes and a slight smile. The dark variant draws the same lines in the
 * dark theme's colours instead of black on white.
 */
import { notionists } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

import { circle, h, type Palette } from './kit';

export const AVATAR_SIZE = 512;

/** DiceBear names the drawings of each part "variant01", "variant02" and so on. */
const variants = <Name extends string>(...numbers: number[]) =>
  numbers.map((number) => `variant${String(number).padStart(2, '0')}`) as Name[];

/**
 * What the seed chooses from, per person: a few hairstyles and clothes each, kept apart so that
 * no two people of the team look alike, and a beard only for those who may have one.
 */
const people: Record<string, { hair: number[]; body: number[]; beard?: boolean }> = {
  'aylin-demir': { hair: [28, 36], body: [14, 21] },
  'jonas-brunner': { hair: [5, 6, 16], body: [7, 16], beard: true },
  'lea-schmid': { hair: [10, 41], body: [13] },
  'marco-bernasconi': { hair: [21, 27], body: [25], beard: true },
  'nadia-keller': { hair: [29, 39, 48], body: [5] },
  'thomas-wyss': { hair: [13, 35, 54], body: [19, 23] },
};

export function avatar(slug: string, p: Palette): string {
  const person = people[slug] ?? { hair: [5, 28], body: [14] };
  const drawing = createAvatar(notionists, {
    seed: slug,
    hair: variants(...person.hair),
    body: variants(...person.body),
    eyes: variants(4, 5),
    lips: variants(3, 14, 23, 25),
    brows: variants(1, 4, 10),
    glasses: variants(3, 8, 11),
    glassesProbability: 30,
    beard: variants(2, 11),
    beardProbability: person.beard ? 50 : 0,
    gestureProbability: 0,
    bodyIconProbability: 0,
    scale: 92,
    translateY: 4,
  }).toString();
  // The style draws in pure black and white. Both themes keep that contrast (the drawing reads
  // as a card on the dark theme's background), a little softened there so it does not glare.
  // Masks are left alone: their white means "visible".
  const masks: string[] = [];
  const inner = drawing
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<metadata>[\s\S]*?<\/metadata>/, '')
    .replace(/<mask[\s\S]*?<\/mask>/g, (mask) => `<!--mask${masks.push(mask) - 1}-->`)
    .replace(/#000(000)?\b/gi, p.theme === 'light' ? p.ink : '#0f1a1c')
    .replace(/#fff(fff)?\b/gi, p.theme === 'light' ? '#ffffff' : '#dde6e3')
    .replace(/<!--mask(\d+)-->/g, (_, index: string) => masks[Number(index)] ?? '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" ` +
    `viewBox="0 0 1744 1744">` +
    h('rect', { width: 1744, height: 1744, fill: p.brandSoft }) +
    circle(1460, 260, 360, { fill: p.theme === 'light' ? p.accentSoft : '#2c4a3f' }) +
    inner +
    `</svg>\n`
  );
}
