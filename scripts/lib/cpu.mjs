import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** The fields of /proc/<pid>/stat after the command name (which may contain spaces). */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * The processor time (user and system, every thread) that a process and all its descendants
 * have used so far, in seconds, or null where there is no /proc. Unlike requests per second,
 * this hardly depends on what else the machine is running. (The `pidusage` package reads the
 * same numbers, for one process at a time; it is not installed.)
 */
export function processTreeCpuSeconds(rootPid) {
  if (!statFields(rootPid)) return null;
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields) parents.set(Number(entry), { ppid: Number(fields[1]), fields });
  }
  let ticks = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    const entry = parents.get(pid);
    if (!entry) continue;
    // utime and stime: fields 14 and 15 of the stat line, counted from the state (field 3).
    ticks += Number(entry.fields[11]) + Number(entry.fields[12]);
    for (const [child, { ppid }] of parents) if (ppid === pid) pending.push(child);
  }
  return ticks / clockTicksPerSecond;
}
