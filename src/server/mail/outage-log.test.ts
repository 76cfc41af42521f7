import { describe, expect, it } from 'vitest';

import { createOutageLog } from './outage-log';

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: { error: (line: string) => lines.push(line), log: (line: string) => lines.push(line) },
  };
}

describe('the mail outage log', () => {
  it('writes one line when sending starts failing and one with counts when it works again', () => {
    const { lines, log } = recorder();
    let clock = 0;
    const outages = createOutageLog(undefined, log, () => clock);
    for (let round = 0; round < 50; round += 1) {
      outages.record(
        Array.from({ length: 8 }, (_, index) => ({
          id: `email-${(round * 8 + index) % 100}`,
          outcome: 'retry' as const,
          error: 'connect ECONNREFUSED 127.0.0.1:2525',
        })),
      );
      clock += 500;
    }
    expect(lines).toEqual([
      'Email: sending fails (connect ECONNREFUSED 127.0.0.1:2525); emails stay in the outbox and are retried',
    ]);
    outages.record([
      { id: 'email-1', outcome: 'sent' },
      { id: 'email-2', outcome: 'sent' },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      'Email: sending works again after 25 s; 400 attempts for 100 emails had failed, and those emails are retried',
    );
  });

  it('says nothing while sending works', () => {
    const { lines, log } = recorder();
    const outages = createOutageLog(undefined, log);
    outages.record([
      { id: 'a', outcome: 'sent' },
      { id: 'b', outcome: 'suppressed' },
    ]);
    expect(lines).toEqual([]);
  });
});
