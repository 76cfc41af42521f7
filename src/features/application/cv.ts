/** The largest CV the site accepts; the form says so, the server refuses anything larger. */
export const MAX_CV_BYTES = 10 * 1024 * 1024;

/** A PDF starts with `%PDF-`, whatever its name or declared type says. */
export function isPdf(bytes: Uint8Array): boolean {
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return signature.every((byte, index) => bytes[index] === byte);
}
