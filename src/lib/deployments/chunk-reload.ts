export const chunkReloadKey = 'app:chunk-reload';

export const chunkReloadGuardMs = 10_000;

type ChunkReloadEntry = { path: string; expires: number };

export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Turbopack's and webpack's messages, then a native `import()`'s in Chromium, Firefox and Safari.
const chunkErrorMessage =
  /Failed to load chunk|Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return chunkErrorMessage.test(reason);
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' || (typeof message === 'string' && chunkErrorMessage.test(message))
  );
}

function parseEntry(text: string | null): ChunkReloadEntry | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { path, expires } = value as Partial<ChunkReloadEntry>;
  return typeof path === 'string' && typeof expires === 'number' ? { path, expires } : null;
}

export type ReloadGuardOptions = {
  /** Called on each attempt: reading `window.sessionStorage` itself throws where storage is off. */
  storage: () => GuardStorage;
  reload: () => void;
  currentPath: () => string;
  now?: () => number;
  warn?: (message: string) => void;
};

/** A chunk missing for good costs one reload per path, not a loop; without storage, none. */
export function createReloadGuard({
  storage,
  reload,
  currentPath,
  now = Date.now,
  warn = console.warn,
}: ReloadGuardOptions): () => boolean {
  let reloading = false;
  let warned = false;

  const refuse = (message: string) => {
    if (!warned) warn(message);
    warned = true;
    return false;
  };

  return function reloadOnce() {
    // Several chunks of one page may fail together; the first one reloads.
    if (reloading) return true;
    const path = currentPath();
    const time = now();
    try {
      const entry = parseEntry(storage().getItem(chunkReloadKey));
      if (entry && entry.path === path && entry.expires > time) {
        return refuse(`A chunk failed again after reloading ${path}: not reloading again.`);
      }
      const written: ChunkReloadEntry = { path, expires: time + chunkReloadGuardMs };
      storage().setItem(chunkReloadKey, JSON.stringify(written));
    } catch {
      return refuse('A chunk failed to load; without session storage: not reloading.');
    }
    reloading = true;
    reload();
    return true;
  };
}
