import 'server-only';

import { isCrossSite, mediaTypeOf } from '@/server/http/body';

import type { StatusMessage } from './messages';

/**
 * Next answers 500 to whatever it cannot decode, so only the two shapes React sends for a form's
 * `useActionState` call pass; the rest gets a 4xx before Next sees it.
 */
export type ActionRequestVerdict =
  { ok: true } | { ok: false; status: 400 | 403 | 415; message: StatusMessage };

const ACCEPTED: ActionRequestVerdict = { ok: true };
const malformed: ActionRequestVerdict = { ok: false, status: 400, message: 'malformed' };

/** Whether Next would treat this request as a server action (or try to decode it as one). */
export function mayBeActionRequest(request: Request): boolean {
  if (request.method !== 'POST') return false;
  return request.headers.has('next-action') || mediaTypeOf(request) === 'multipart/form-data';
}

export async function checkActionRequest(request: Request): Promise<ActionRequestVerdict> {
  const isFetchAction = request.headers.has('next-action');
  if (mediaTypeOf(request) !== 'multipart/form-data') {
    return { ok: false, status: 415, message: 'unsupported' };
  }
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return malformed;
  }
  const names = [...form.keys()];
  const isFormAction = names.some((name) => name.startsWith('$ACTION_'));
  // A multipart post that names no action is no action request: Next renders the page.
  if (!isFetchAction && !isFormAction) return ACCEPTED;
  if (isCrossSite(request)) return { ok: false, status: 403, message: 'crossSite' };
  // React's decoder fails on a second root part `0` with a TypeError, which Next answers with
  // a 500; a repeated `$ACTION_` part would leave open which of them counts.
  const controls = names.filter((name) => name === '0' || name.startsWith('$ACTION_'));
  if (new Set(controls).size !== controls.length) return malformed;
  const wellFormed = isFetchAction ? isFetchCall(form) : isFormPost(form);
  return wellFormed ? ACCEPTED : malformed;
}

/** With JavaScript: `[state, "$K<n>"]` in part 0, and every other part a field `_<n>_<field>`. */
function isFetchCall(form: FormData): boolean {
  const root = parsedJson(form.get('0'));
  if (!Array.isArray(root) || root.length !== 2) return false;
  const [state, formData] = root as unknown[];
  const reference = typeof formData === 'string' ? /^\$K(\d+)$/.exec(formData) : null;
  if (!reference || !isPlainState(state)) return false;
  const fieldPrefix = `_${reference[1]}_`;
  return [...form.keys()].every((name) => name === '0' || name.startsWith(fieldPrefix));
}

/**
 * Without JavaScript: `$ACTION_<n>:0` names the action, `$ACTION_<n>:1` holds `[state]`; or an
 * unbound `$ACTION_ID_<id>` alone.
 */
function isFormPost(form: FormData): boolean {
  const references = new Set<string>();
  for (const name of form.keys()) {
    if (!name.startsWith('$ACTION_')) continue;
    if (name === '$ACTION_KEY' || name.startsWith('$ACTION_ID_')) continue;
    const part = /^\$ACTION_(?:REF_(\d+)|(\d+):([01]))$/.exec(name);
    if (!part) return false;
    references.add(part[1] ?? part[2]!);
  }
  return [...references].every((reference) => isBoundAction(form, reference));
}

function isBoundAction(form: FormData, reference: string): boolean {
  const meta = parsedJson(form.get(`$ACTION_${reference}:0`));
  if (typeof meta !== 'object' || meta === null) return false;
  const { id, bound } = meta as { id?: unknown; bound?: unknown };
  if (typeof id !== 'string' || !/^[0-9a-f]{2,}$/i.test(id)) return false;
  if (bound === null) return !form.has(`$ACTION_${reference}:1`);
  if (bound !== '$@1') return false;
  const args = parsedJson(form.get(`$ACTION_${reference}:1`));
  return Array.isArray(args) && args.length === 1 && isPlainState(args[0]);
}

function parsedJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A form state as React encodes it: plain JSON whose strings are text (`$$…`) or `$undefined`;
 * any other `$` string would be a reference to decode.
 */
function isPlainState(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return isPlainValue(value, 0);
}

function isPlainValue(value: unknown, depth: number): boolean {
  if (depth > 4) return false;
  if (typeof value === 'string') {
    return !value.startsWith('$') || value.startsWith('$$') || value === '$undefined';
  }
  if (typeof value !== 'object' || value === null) return true;
  const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return children.every((child) => isPlainValue(child, depth + 1));
}
