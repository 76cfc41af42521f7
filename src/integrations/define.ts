import { type z } from 'zod';

import { httpUrl } from '../config/settings';

/** The categories a visitor can consent to; `necessary` is always on. */
export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';

/** Content-Security-Policy sources, by directive. */
export type Directives = Record<string, string[]>;

type Problem = { setting: string; message: string };

export const serviceUrl = httpUrl.transform((value) => value.replace(/\/+$/, ''));

export const originOf = (url: string) => new URL(url).origin;

/** Settings are read at server start; a `public` of undefined means the service is off. */
export function defineIntegration<Shape extends z.ZodRawShape, Public>(definition: {
  settings: Shape;
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
