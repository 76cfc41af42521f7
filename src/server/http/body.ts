import 'server-only';

export type BodyKind = 'json' | 'form' | 'multipart';

export type ParsedBody =
  | { ok: true; kind: BodyKind; fields: Record<string, unknown>; files: Map<string, File> }
  | { ok: false; status: 400 | 413 | 415 };

const mediaTypes: Record<string, BodyKind> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

/** The media type a request declares for its body, without parameters: `multipart/form-data`. */
export function mediaTypeOf(request: Pick<Request, 'headers'>): string {
  return request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The kind of body the request declares, if it is one of `accepted`; read from headers only. */
export function acceptedBodyKind(
  request: Pick<Request, 'headers'>,
  accepted: readonly BodyKind[],
): BodyKind | undefined {
  const kind = mediaTypes[mediaTypeOf(request)];
  return kind && accepted.includes(kind) ? kind : undefined;
}

/** Reads a body of an accepted type, refused unread or cut off once it exceeds `maxBytes`. */
export async function readBody(
  request: Request,
  accepted: readonly BodyKind[],
  maxBytes: number,
): Promise<ParsedBody> {
  const kind = acceptedBodyKind(request, accepted);
  if (!kind) return { ok: false, status: 415 };

  const bytes = await readBytes(request, maxBytes);
  if (bytes === 'too-large') return { ok: false, status: 413 };

  try {
    if (kind === 'json') {
      const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, status: 400 };
      }
      return { ok: true, kind, fields: value as Record<string, unknown>, files: new Map() };
    }
    const form = await new Response(bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    const files = new Map<string, File>();
    for (const [name, value] of form) {
      if (typeof value === 'string') fields[name] = value;
      else files.set(name, value);
    }
    return { ok: true, kind, fields, files };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** Reads a body as bytes, refused unread or cut off once it exceeds `maxBytes`. */
export async function readBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Refuses form posts from other sites (CSRF); cross-origin JSON already needs a preflight, which
 * the API never grants. Clients outside a browser send neither header and pass.
 */
export function isCrossSite(request: Pick<Request, 'headers'>): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.get('host');
  } catch {
    return true;
  }
}
