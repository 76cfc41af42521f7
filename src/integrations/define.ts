import { type z } from 'zod';

import { httpUrl } from '../config/settings';

/** The categories a visitor can consent to; `necessary` is always on. */
export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';

/** Content-Security-Policy sources, by directive. */
export type Directives = Record<string, string[]>;

type Problem = { setting: string; message: string };

/** A service's address as a setting: http(s), without a trailing slash. */
export const serviceUrl = httpUrl.transform((value) => value.replace(/\/+$/, ''));

export const originOf = (url: string) => new URL(url).origin;

/**
 * One third-party service: its settings (read at server start), what the browser gets, the consent
 * it waits for and the policy sources it needs; a `public` of undefined means it is off.
 */
export function defineIntegration<Shape extends z.ZodRawShape, Public>(definition: {
  settings: Shape;
  /** Problems with a combination of settings, by setting. */
  check?: (settings: z.output<z.ZodObject<Shape>>) => Problem[];
  /** `necessary` for a first-party service (the site relays it); else the category to wait for. */
  consent: ConsentCategory | ((settings: z.output<z.ZodObject<Shape>>) => ConsentCategory);
  /** The names the consent settings list for it; by default its own. */
  consentServices?: (settings: z.output<z.ZodObject<Shape>>) => string[];
  public: (settings: z.output<z.ZodObject<Shape>>) => Public | undefined;
  /** The sources it needs, from what the browser gets: asked only while it is configured. */
  csp?: (configured: Public) => Directives;
}) {
  return {
    ...definition,
    check: (settings: z.output<z.ZodObject<Shape>>) => definition.check?.(settings) ?? [],
    /** What a configured service brings, or undefined while it is off. */
    configure: (settings: z.output<z.ZodObject<Shape>>) => {
      const configured = definition.public(settings);
      if (configured === undefined) return undefined;
      const { consent } = definition;
      return {
        configured,
        consent: typeof consent === 'function' ? consent(settings) : consent,
        consentServices: definition.consentServices?.(settings),
        directives: definition.csp?.(configured) ?? {},
      };
    },
  };
}
