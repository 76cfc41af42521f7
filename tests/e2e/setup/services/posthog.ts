import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { startLocalService, type RecordedRequest } from './http';

/** One captured event, as posthog-js sends it (recordings unpacked). */
export type PostHogEvent = {
  event: string;
  properties: Record<string, unknown>;
  /** The path it was sent to: `/i/v0/e/` for events, `/s/` for recordings. */
  endpoint: string;
  /** How the batch was encoded on the wire: `gzip-js`, `base64` or plain JSON. */
  compression: string;
};

const distDir = dirname(createRequire(import.meta.url).resolve('posthog-js/dist/module.slim.js'));

/**
 * What the SDK asks for first (`/array/{token}/config`, or `config.js` as a script): this
 * project's settings. Events go to the endpoint named here, compressed with gzip if possible.
 */
function remoteConfig(token: string, sessionRecording: boolean) {
  return {
    token,
    supportedCompression: ['gzip-js', 'base64'],
    hasFeatureFlags: false,
    analytics: { endpoint: '/i/v0/e/' },
    sessionRecording: sessionRecording ? { endpoint: '/s/', recorderVersion: 'v2' } : false,
    heatmaps: false,
    surveys: false,
    productTours: false,
    autocaptureExceptions: false,
    captureDeadClicks: false,
    capturePerformance: false,
    defaultIdentifiedOnly: true,
    elementsChainAsString: true,
    siteApps: [],
  };
}

/** The body of a capture request, decoded whichever way posthog-js chose to encode it. */
function decodeBatch(request: RecordedRequest): { events: unknown[]; compression: string } {
  let compression: string;
  let text: string;
  // gzip is sent as text/plain without a marker in the URL: the magic bytes tell.
  if (request.body[0] === 0x1f && request.body[1] === 0x8b) {
    compression = 'gzip-js';
    text = gunzipSync(request.body).toString('utf8');
  } else if (request.body.toString('latin1').startsWith('data=')) {
    // base64 (also what the SDK uses with sendBeacon): a form field holding base64 JSON.
    compression = 'base64';
    const data = new URLSearchParams(request.body.toString('utf8')).get('data') ?? '';
    text = Buffer.from(data, 'base64').toString('utf8');
  } else {
    compression = 'none';
    text = request.body.toString('utf8');
  }
  const parsed = JSON.parse(text) as unknown;
  const events = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null && 'batch' in parsed
      ? (parsed as { batch: unknown[] }).batch
      : [parsed];
  return { events, compression };
}

/**
 * posthog-js gzips the bulky parts of recorded rrweb events (marked `cv`) into latin1 strings;
 * unpacked here so that a test can read what was recorded.
 */
function unpackSnapshot(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || !('cv' in item) || !('data' in item)) {
    return item;
  }
  const unpack = (value: unknown) =>
    typeof value === 'string'
      ? (JSON.parse(gunzipSync(Buffer.from(value, 'latin1')).toString('utf8')) as unknown)
      : value;
  const { data } = item;
  if (typeof data === 'string') return { ...item, data: unpack(data) };
  if (typeof data !== 'object' || data === null) return item;
  const fields = Object.entries(data).map(([key, value]) => [
    key,
    ['texts', 'attributes', 'removes', 'adds'].includes(key) ? unpack(value) : value,
  ]);
  return { ...item, data: Object.fromEntries(fields) };
}

function unpackEvent(event: Omit<PostHogEvent, 'endpoint' | 'compression'>) {
  const snapshot = event.properties.$snapshot_data;
  if (event.event !== '$snapshot' || !Array.isArray(snapshot)) return event;
  return {
    ...event,
    properties: { ...event.properties, $snapshot_data: snapshot.map(unpackSnapshot) },
  };
}

const captureEndpoints = ['/e/', '/i/v0/e/', '/batch/', '/capture/', '/track/', '/s/'];

/**
 * A PostHog stand-in speaking what posthog-js 1.449.2 calls: the remote config (JSON and the
 * `config.js` script), the capture endpoints (events and `/s/` recordings, gzip, base64 or JSON),
 * `/flags/` and `/decide/`, and the SDK's lazily loaded scripts under `/static/` (served from the
 * installed package).
 */
export async function startPostHog({ sessionRecording = false } = {}) {
  const events: PostHogEvent[] = [];
  const service = await startLocalService(async (request, response) => {
    const { pathname } = request.url;
    const configPath = /^\/array\/([^/]+)\/config(\.js)?$/.exec(pathname);
    if (request.method === 'GET' && configPath) {
      const config = remoteConfig(decodeURIComponent(configPath[1]!), sessionRecording);
      if (configPath[2]) {
        const js = `(window._POSTHOG_REMOTE_CONFIG = window._POSTHOG_REMOTE_CONFIG || {})[${JSON.stringify(config.token)}] = { config: ${JSON.stringify(config)}, siteApps: [] };`;
        response.writeHead(200, { 'Content-Type': 'application/javascript' }).end(js);
      } else {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(config));
      }
      return;
    }
    const staticScript = /^\/static\/(?:[\d.]+\/)?([\w-]+)\.js$/.exec(pathname);
    if (request.method === 'GET' && staticScript) {
      const file = await readFile(join(distDir, `${staticScript[1]}.js`)).catch(() => undefined);
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': 'application/javascript' }).end(file);
      return;
    }
    if (request.method === 'POST' && captureEndpoints.includes(pathname)) {
      const { events: batch, compression } = decodeBatch(request);
      for (const event of batch as Array<Omit<PostHogEvent, 'endpoint' | 'compression'>>) {
        events.push({ ...unpackEvent(event), endpoint: pathname, compression });
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":1}');
      return;
    }
    if (request.method === 'POST' && ['/flags/', '/decide/'].includes(pathname)) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          featureFlags: {},
          featureFlagPayloads: {},
          errorsWhileComputingFlags: false,
        }),
      );
      return;
    }
    response.writeHead(404).end();
  });
  return { ...service, events };
}
