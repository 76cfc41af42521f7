import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Pinning for benchmarks on a small machine: with the server on one core and the load
 * generator on another, neither steals the other's time slices, and servers compared with each
 * other get the same single core.
 */

/** Whether this machine has the cores (and util-linux's taskset) to pin two processes apart. */
export function canPin() {
  if (availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The command line `argv` run on the cores in `cpuList` ("0", "0-1"), or unchanged without. */
export function pinnedCommand(cpuList, argv) {
  return cpuList ? ['taskset', '-c', cpuList, ...argv] : argv;
}

/** Moves this process, every thread it has now and (by inheritance) later, to `cpuList`. */
export function pinThisProcess(cpuList) {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpuList, String(process.pid)], {
    stdio: 'ignore',
  });
}
