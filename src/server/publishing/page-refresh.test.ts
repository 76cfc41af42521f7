import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { betweenRenders, refreshPage } from './page-refresh';

/**
 * The server a refresh asks for its page: here one that answers each path when the test says so,
 * writing down what happens in order.
 */
const events: string[] = [];
const waiting = new Map<string, ServerResponse>();
const server = createServer((request, response) => {
  events.push(`asked ${request.url}`);
  waiting.set(request.url!, response);
});

function answer(path: string): void {
  const response = waiting.get(path)!;
  waiting.delete(path);
  events.push(`answered ${path}`);
  response.end('rendered');
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  process.env.SITE_INTERNAL_ORIGIN = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server.close();
  delete process.env.SITE_INTERNAL_ORIGIN;
});

describe('a publish and the renders of pages', () => {
  it('publishes once the render under way has its page', async () => {
    events.length = 0;
    const render = refreshPage('/one/', '/en/one');
    await until(() => waiting.has('/one/'));
    const publish = betweenRenders(async () => {
      events.push('published');
    });
    // Without waiting, the publish would be done once the promises now due have run.
    await new Promise((resolve) => setImmediate(resolve));
    answer('/one/');
    await Promise.all([render, publish]);
    expect(events).toEqual(['asked /one/', 'answered /one/', 'published']);
  });

  it('renders a page asked for during a publish once it is done', async () => {
    events.length = 0;
    let finish = () => {};
    const publish = betweenRenders(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            events.push('published');
            resolve();
          };
        }),
    );
    const render = refreshPage('/two/', '/en/two');
    // Something that does not happen cannot be awaited: a render that did not wait would have
    // asked by now, over loopback.
    await new Promise((resolve) => setTimeout(resolve, 100));
    finish();
    await publish;
    await until(() => waiting.has('/two/'));
    answer('/two/');
    await render;
    expect(events).toEqual(['published', 'asked /two/', 'answered /two/']);
  });
});
