import { spawn } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { processTreeCpuSeconds, sampleProcessTree } from './process-tree-usage.mjs';

/**
 * A shell running two Node processes side by side, each holding memory and busy until it has
 * used half a second of processor time: on a loaded machine they take longer, never less.
 */
function busyTree() {
  const worker = (megabytes: number) =>
    `${process.execPath} -e "const held = Buffer.alloc(${megabytes} * 2 ** 20, 1); ` +
    `while (process.cpuUsage().user < 5e5); console.log(held.length)"`;
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
    // Each spins until it has used half a second; samples every 100 ms may miss the last tenth.
    expect(usage.cpuSeconds).toBeGreaterThan(0.8);
    expect(usage.cpuSeconds).toBe(
      usage.processes.reduce((sum, entry) => sum + entry.cpuSeconds, 0),
    );
  }, 60_000);
});

describe('processTreeCpuSeconds', () => {
  it('counts the processor time of a tree while it runs, and nothing once it has exited', async () => {
    const shell = busyTree();
    const pid = shell.pid ?? 0;
    await expect.poll(() => processTreeCpuSeconds(pid), { timeout: 20_000 }).toBeGreaterThan(0.2);
    await new Promise((resolve) => shell.on('close', resolve));
    expect(processTreeCpuSeconds(pid)).toBeNull();
  }, 60_000);
});
