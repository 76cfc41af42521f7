import { spawn } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { processTreeCpuSeconds, sampleProcessTree } from '../../scripts/lib/process-tree-usage.mjs';

/** A shell running two Node processes side by side, each busy and holding memory. */
function busyTree() {
  const worker = (megabytes: number) =>
    `${process.execPath} -e "const held = Buffer.alloc(${megabytes} * 2 ** 20, 1); ` +
    `const end = Date.now() + 1500; while (Date.now() < end); console.log(held.length)"`;
  return spawn('sh', ['-c', `${worker(64)} & ${worker(96)}; wait`], { stdio: 'ignore' });
}

describe('sampleProcessTree', () => {
  it('adds up the memory and CPU time of processes running side by side below the root', async () => {
    const shell = busyTree();
    const sampler = sampleProcessTree(shell.pid ?? 0, { intervalMs: 100 });
    await new Promise((resolve) => shell.on('close', resolve));
    const usage = sampler.stop();

    const nodes = usage.processes.filter((entry) => entry.command.startsWith(process.execPath));
    expect(nodes).toHaveLength(2);
    const MiB = 2 ** 20;
    // Each holds its buffer on top of Node's own memory; the sum holds both at once.
    expect(Math.min(...nodes.map((entry) => entry.peakRssBytes))).toBeGreaterThan(64 * MiB);
    expect(usage.rssBytes).toBeGreaterThan((64 + 96) * MiB);
    expect(usage.pssBytes).toBeLessThanOrEqual(usage.rssBytes);
    expect(usage.maxProcesses).toBe(3);
    // Both spin for 1.5 s; on a busy machine they get less than a core each.
    expect(usage.cpuSeconds).toBeGreaterThan(0.5);
    expect(usage.cpuSeconds).toBe(
      usage.processes.reduce((sum, entry) => sum + entry.cpuSeconds, 0),
    );
  });
});

describe('processTreeCpuSeconds', () => {
  it('counts the processor time of a tree while it runs, and nothing once it has exited', async () => {
    const shell = busyTree();
    const pid = shell.pid ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(processTreeCpuSeconds(pid)).toBeGreaterThan(0.2);
    await new Promise((resolve) => shell.on('close', resolve));
    expect(processTreeCpuSeconds(pid)).toBeNull();
  });
});
