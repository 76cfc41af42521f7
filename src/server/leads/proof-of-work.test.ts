import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { connect, type DatabaseHandle } from '@/server/db/connection';

import { issueChallenge, proofOfWorkResult } from './proof-of-work';

let dataDir: string;
let handle: DatabaseHandle;

// Creating the embedded database and running its migrations takes seconds on a busy machine.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'proof-of-work-'));
  handle = await connect({ dataDir });
}, 60_000);

afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the widget sends: its challenge and solution, as base64 JSON. */
async function solvedPayload(change?: (payload: Record<string, unknown>) => void) {
  const challenge = await issueChallenge(handle.db);
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = { challenge, solution } as Record<string, unknown>;
  change?.(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('the proof of work', () => {
  it('accepts a solved challenge once, and a replay of it as invalid', async () => {
    const payload = await solvedPayload();
    expect(await proofOfWorkResult(handle.db, payload)).toBe('solved');
    expect(await proofOfWorkResult(handle.db, payload)).toBe('invalid');
  });

  it('tells a missing payload from an invalid one', async () => {
    expect(await proofOfWorkResult(handle.db, undefined)).toBe('missing');
    expect(await proofOfWorkResult(handle.db, '')).toBe('missing');
  });

  it('refuses a wrong answer, a challenge it did not sign and an expired one', async () => {
    const wrongAnswer = await solvedPayload((payload) => {
      const solution = payload.solution as { derivedKey: string };
      solution.derivedKey = solution.derivedKey.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    });
    const easier = await solvedPayload((payload) => {
      (payload.challenge as { parameters: { keyPrefix: string } }).parameters.keyPrefix = '0';
    });
    const expired = await solvedPayload((payload) => {
      (payload.challenge as { parameters: { expiresAt: number } }).parameters.expiresAt = 1;
    });
    expect(await proofOfWorkResult(handle.db, wrongAnswer)).toBe('invalid');
    expect(await proofOfWorkResult(handle.db, easier)).toBe('invalid');
    expect(await proofOfWorkResult(handle.db, expired)).toBe('invalid');
  });

  it('answers any malformed payload as invalid, never with an error', async () => {
    const malformed = [
      'not base64 at all %%%',
      Buffer.from('not json').toString('base64'),
      Buffer.from('null').toString('base64'),
      Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
      Buffer.from(JSON.stringify({ challenge: { parameters: [] }, solution: 1 })).toString(
        'base64',
      ),
      'x'.repeat(5000),
    ];
    for (const payload of malformed) {
      expect(await proofOfWorkResult(handle.db, payload)).toBe('invalid');
    }
  });
});
