/**
 * One value for the whole process, whichever bundle asks for it: Next loads a module once per
 * bundle (the instrumentation, the proxy, each route), and some state must be shared by all.
 */
export function processWide<T>(name: string, create: () => T): T {
  const shared = globalThis as unknown as Record<symbol, unknown>;
  const key = Symbol.for(`site.${name}`);
  if (!(key in shared)) shared[key] = create();
  return shared[key] as T;
}
