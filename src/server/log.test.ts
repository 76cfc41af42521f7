import { createServer, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';

import { consoleEntry } from './log';

/** The error Node gives a request whose client drops the connection halfway through its body. */
async function droppedUploadError(): Promise<Error> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = connect(port, '127.0.0.1', () => {
    client.write('POST /api/applications/ HTTP/1.1\r\nhost: x\r\ncontent-length: 9999\r\n\r\n%PDF');
  });
  client.on('error', () => {});
  try {
    return await new Promise<Error>((resolve) => {
      server.once('request', (request: IncomingMessage) => {
        request.once('error', resolve);
        client.destroy();
      });
    });
  } finally {
    server.close();
  }
}

describe('consoleEntry', () => {
  it('logs the first error whole and names any other by its type and message alone', () => {
    const query = Object.assign(
      new Error('Failed query: insert into "leads"\nparams: Anna Meier'),
      {
        name: 'DrizzleQueryError',
        cause: Object.assign(new Error('duplicate key value'), {
          detail: 'Key (name)=(Anna Meier)',
        }),
      },
    );
    const first = new Error('the outbox stopped');
    expect(consoleEntry('error', ['Shutdown:', first, 'then', query, { attempt: 2 }])).toEqual({
      level: 'error',
      err: first,
      text: 'Shutdown: then DrizzleQueryError: Failed query: insert into "leads" { attempt: 2 }',
    });
    expect(consoleEntry('warn', [first])).toEqual({
      level: 'warn',
      err: first,
      text: 'the outbox stopped',
    });
  });

  it('logs a connection the client dropped as one line below error, without a stack', async () => {
    const dropped = await droppedUploadError();
    expect(consoleEntry('error', [dropped])).toEqual({
      level: 'info',
      text: 'request aborted: the client closed the connection',
    });
    expect(consoleEntry('error', [new Error('aborted')]).level).toBe('error');
  });
});
