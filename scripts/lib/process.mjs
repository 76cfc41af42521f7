import { readFileSync } from 'node:fs';

/**
 * Whether a process with this id is running. A process of another user counts (the signal is
 * refused with EPERM, but the process exists); anything that is not a pid does not.
 *
 * @param {number} pid
 */
export function isProcessRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Spawn options that run a program as the system user `name` when this process is root, for
 * servers that refuse root or should not have it; empty options when it is not root.
 * `missingUser` is the error's message when root has no such user.
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
