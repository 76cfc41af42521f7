import { readFileSync } from 'node:fs';

/** @param {number} pid */
export function isProcessRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, but belongs to another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Spawn options to run as `name` when this process is root, for servers that refuse or need no root.
 *
 * @param {string} name
 * @param {string} missingUser
 * @returns {{ uid?: number, gid?: number }}
 */
export function runAsWhenRoot(name, missingUser) {
  if (process.getuid?.() !== 0) return {};
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === name);
  if (!entry) throw new Error(missingUser);
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}
