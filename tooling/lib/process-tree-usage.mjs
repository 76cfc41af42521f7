import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The memory and CPU time of a process together with all its descendants, read from Linux's /proc.
 *
 * A build is a tree of processes: `next build` compiles with Turbopack in its own process
 * (threads, which share that process's memory) and starts worker processes for type checking,
 * collecting page data and prerendering. `/usr/bin/time -v` cannot describe such a tree. Its
 * maximum resident set size is, for a command's descendants, the largest maximum of any single
 * one of them (getrusage(2): "the resident set size of the largest child"), not a sum, so
 * workers running side by side are not added up. Its CPU time counts only processes that their
 * parents waited for, not those still running when their parent exits: it reported 56 s of CPU
 * for a build whose processes, sampled here, used 89 s. Sampling the whole tree and
 * summing shows what the build needs at once. No package for this is installed (pidusage and
 * pidtree would do the walk), so the files are read here.
 */

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on every Linux port Node runs on. */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** @param {number} pid @returns {{ parent: number, cpuTicks: number } | undefined} */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces; the fields after it
    // are separated by single spaces, from field 3 (state): 4 is the parent's pid, 14 and 15
    // the user and system CPU time in clock ticks.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // Exited between listing and reading.
  }
}

/**
 * The root and every process below it, each with the CPU time it has used so far; empty once
 * the root has exited (a last sample then adds nothing rather than zeros).
 *
 * @param {number} root
 * @returns {Map<number, number>} pid → CPU clock ticks
 */
function processTree(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const ticks = new Map();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (!stat) continue;
    children.set(stat.parent, [...(children.get(stat.parent) ?? []), pid]);
    ticks.set(pid, stat.cpuTicks);
  }
  const rootTicks = ticks.get(root);
  if (rootTicks === undefined) return new Map();
  const tree = new Map([[root, rootTicks]]);
  for (const pid of tree.keys()) {
    for (const child of children.get(pid) ?? []) tree.set(child, ticks.get(child) ?? 0);
  }
  return tree;
}

/**
 * The processor time (user and system, every thread) that a process and all its descendants
 * have used so far, in seconds, or null when the process is not (or no longer) in /proc.
 *
 * @param {number} root
 */
export function processTreeCpuSeconds(root) {
  const tree = processTree(root);
  if (tree.size === 0) return null;
  let ticks = 0;
  for (const cpuTicks of tree.values()) ticks += cpuTicks;
  return ticks / TICKS_PER_SECOND;
}

/**
 * Resident and proportional set size of one process, in bytes. RSS counts shared pages (the
 * Node binary, shared libraries) in full in every process that maps them, so a sum of RSS
 * overstates; PSS divides each shared page among the processes sharing it, so a sum of PSS is
 * the tree's real share of the machine's memory.
 *
 * @param {number} pid
 */
function memoryOf(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kib = (/** @type {string} */ field) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
    return { rss: kib('Rss') * 1024, pss: kib('Pss') * 1024 };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

/** @param {number} pid @returns {string} the command line, shortened for a report */
function commandOf(pid) {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return args
      .map((arg) => arg.replace(/^.*\/(node_modules|\.next)\//, '$1/'))
      .join(' ')
      .slice(0, 100);
  } catch {
    return '';
  }
}

/**
 * Samples the tree below `root` every `intervalMs` until stopped. `stop()` returns the peaks of
 * the sums and, for every process seen, its command, CPU time and peak RSS as last sampled (a
 * process's last fraction of an interval is missed; so is a memory peak shorter than it).
 *
 * @param {number} root
 * @param {{ intervalMs?: number }} [options]
 */
export function sampleProcessTree(root, { intervalMs = 200 } = {}) {
  const peak = { rssBytes: 0, pssBytes: 0, maxProcesses: 0, samples: 0 };
  /** @type {Map<number, { command: string, cpuTicks: number, peakRssBytes: number }>} */
  const seen = new Map();
  const sample = () => {
    let rss = 0;
    let pss = 0;
    const tree = processTree(root);
    for (const [pid, cpuTicks] of tree) {
      const memory = memoryOf(pid);
      rss += memory.rss;
      pss += memory.pss;
      const entry = seen.get(pid) ?? { command: '', cpuTicks, peakRssBytes: 0 };
      // Read on every sample: a child caught between fork and exec still shows its parent's
      // command line, and the program it becomes is the one to report.
      entry.command = commandOf(pid) || entry.command;
      entry.cpuTicks = cpuTicks;
      entry.peakRssBytes = Math.max(entry.peakRssBytes, memory.rss);
      seen.set(pid, entry);
    }
    peak.rssBytes = Math.max(peak.rssBytes, rss);
    peak.pssBytes = Math.max(peak.pssBytes, pss);
    peak.maxProcesses = Math.max(peak.maxProcesses, tree.size);
    peak.samples++;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const processes = [...seen.values()]
        .map(({ command, cpuTicks, peakRssBytes }) => ({
          command,
          cpuSeconds: cpuTicks / TICKS_PER_SECOND,
          peakRssBytes,
        }))
        .sort((a, b) => b.cpuSeconds - a.cpuSeconds);
      const cpuSeconds = processes.reduce((sum, entry) => sum + entry.cpuSeconds, 0);
      return { ...peak, intervalMs, cpuSeconds, processes };
    },
  };
}
