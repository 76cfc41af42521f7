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
