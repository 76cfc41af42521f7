import { processWide } from '@/lib/process-wide';

/**
 * Which state of the content the server shows: 0 as built, one more with each publish. Readers
 * that keep what they derived from the content compare it with theirs.
 */
const state = () => processWide('content-generation', () => ({ generation: 0 }));

export const contentGeneration = (): number => state().generation;

/** Marks the content on disk as changed: every reader reads it again. */
export function advanceContentGeneration(): number {
  return ++state().generation;
}
