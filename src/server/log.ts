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

/** What every line logged while a request is handled carries. */
type RequestFields = { requestId: string; route: string };

const requests = processWide('log-requests', () => new AsyncLocalStorage<RequestFields>());

/** `HH:MM:SS level message key=value`, for a person reading a terminal while developing. */
function readableLine(json: string): string {
  const { time, level, message, ...fields } = JSON.parse(json) as Record<string, unknown>;
  const rest = Object.entries(fields).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return `${String(time).slice(11, 19)} ${String(level).padEnd(5)} ${String(message)}${
    rest.length > 0 ? `  ${rest.join(' ')}` : ''
  }\n`;
}

/**
 * An error's name, message and stack only: not the parameters a failed query appends, which are
 * what a visitor typed.
 */
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

/**
 * JSON lines, or readable ones in development (`LOG_FORMAT`), with the request's id and route.
 * No line may carry personal data: no address, name, message text or IP address.
 */
const log: Logger = processWide('log', createLog);

/** The route table's name of a request's path, never the path itself, which may hold a token. */
export function routeName(url: string | undefined): string {
  const pathname = new URL(url ?? '/', 'http://site').pathname;
  if (pathname.startsWith('/_next/')) return 'next-asset';
  if (pathname.startsWith('/api/')) return pathname.split('/').slice(0, 3).join('/') + '/';
  const match = matchRoute(pathname);
  return match ? `${match.locale}:${match.pathname}` : 'other';
}

/**
 * Tags every line logged while a request is handled with its id (a plain `X-Request-Id`, or a
 * new one, sent back) and route; once answered, logs the method, status and duration.
 */
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

/**
 * Node's error for a request whose client closed the connection before its body was complete,
 * which Next logs with its stack as it gives up on the request. It is the client's doing, not
 * the server's: one line, below error.
 */
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
 * The line a console call at `level` becomes: its first error as `err`, and its text. Any further
 * error is named by its type and message: printed whole it would show its cause and fields, such
 * as the values of a failed query or the recipients a mail server rejected.
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
