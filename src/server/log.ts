import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format, types } from 'node:util';

import pino, { type Logger } from 'pino';

import { processWide } from '@/lib/process-wide';
import { matchRoute } from '@/routes/match';
import type { ArrivingRequest } from '@/server/http/requests';
import { serverSettings } from '@/server/settings';

import { withoutEmailAddresses } from './log-redaction';

type RequestFields = { requestId: string; route: string };

const requests = processWide('log-requests', () => new AsyncLocalStorage<RequestFields>());

function readableLine(json: string): string {
  const { time, level, message, ...fields } = JSON.parse(json) as Record<string, unknown>;
  const rest = Object.entries(fields).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return `${String(time).slice(11, 19)} ${String(level).padEnd(5)} ${String(message)}${
    rest.length > 0 ? `  ${rest.join(' ')}` : ''
  }\n`;
}

/** Leaves out the parameters a failed query appends, which are what a visitor typed. */
function errorFields(error: Error) {
  const clean = (text: string) => text.replace(/\nparams: [\s\S]*$/, '');
  const message = clean(error.message);
  return {
    type: error.name,
    message,
    stack: error.stack?.replace(error.message, message).split('\n').slice(0, 12).join('\n'),
  };
}

function createLog(): Logger {
  const format =
    serverSettings.LOG_FORMAT ?? (process.env.NODE_ENV === 'production' ? 'json' : 'text');
  const readable = format === 'text';
  // Written synchronously: a line logged just before the process exits is not lost.
  const destination = pino.destination({ sync: true });
  return pino(
    {
      base: undefined,
      messageKey: 'message',
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => requests.getStore() ?? {},
      serializers: { err: errorFields },
      // The last step before a line is written: whatever wrote it, no address gets out.
      hooks: { streamWrite: withoutEmailAddresses },
    },
    readable ? { write: (line: string) => destination.write(readableLine(line)) } : destination,
  );
}

/** No line may carry personal data: no address, name, message text or IP address. */
const log: Logger = processWide('log', createLog);

/** The route table's name of a request's path, never the path itself, which may hold a token. */
export function routeName(url: string | undefined): string {
  const pathname = new URL(url ?? '/', 'http://site').pathname;
  if (pathname.startsWith('/_next/')) return 'next-asset';
  if (pathname.startsWith('/api/')) return pathname.split('/').slice(0, 3).join('/') + '/';
  const match = matchRoute(pathname);
  return match ? `${match.locale}:${match.pathname}` : 'other';
}

/** A client's `X-Request-Id` is reused only when plain, as it goes into every line logged. */
export function followRequest({ request, response }: ArrivingRequest, route: string): void {
  const given = request.headers['x-request-id'];
  const requestId =
    typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
  requests.enterWith({ requestId, route });
  response.setHeader('x-request-id', requestId);
  if (route === 'next-asset') return;
  const started = performance.now();
  response.once('finish', () => {
    const ms = Math.round(performance.now() - started);
    log.info({ method: request.method, status: response.statusCode, ms }, 'request');
  });
}

/** A client closing early is its doing, not the server's: one info line instead of Next's stack. */
const isDroppedConnection = (error: Error) =>
  error.message === 'aborted' && (error as { code?: unknown }).code === 'ECONNRESET';

const DROPPED_CONNECTION = 'request aborted: the client closed the connection';

/** Sends all console output (Next's, libraries', the site's) to the log, an Error as `err`. */
export function logTheConsole(): void {
  const levels = {
    debug: 'debug',
    info: 'info',
    log: 'info',
    warn: 'warn',
    error: 'error',
  } as const;
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...args: unknown[]) => {
      const entry = consoleEntry(level, args);
      if (entry.err) log[entry.level]({ err: entry.err }, entry.text);
      else log[entry.level](entry.text);
    };
  }
}

const isError = (value: unknown): value is Error =>
  value instanceof Error || types.isNativeError(value);

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * Errors after the first are named by type and message only: printed whole they would show their
 * cause and fields, such as a failed query's values or the recipients a mail server rejected.
 */
export function consoleEntry(
  level: Level,
  args: unknown[],
): { level: Level; err?: Error; text: string } {
  const err = args.find(isError);
  if (err && isDroppedConnection(err)) return { level: 'info', text: DROPPED_CONNECTION };
  const text = format(
    ...args
      .filter((arg) => arg !== err)
      .map((arg) => (isError(arg) ? `${arg.name}: ${errorFields(arg).message}` : arg)),
  );
  return err ? { level, err, text: text || err.message } : { level, text };
}
