/** Shared by every bundle: Next loads a module once per bundle (the proxy, each route, …). */
export function processWide<T>(name: string, create: () => T): T {
  const shared = globalThis as unknown as Record<symbol, unknown>;
  const key = Symbol.for(`site.${name}`);
  if (!(key in shared)) shared[key] = create();
  return shared[key] as T;
}
