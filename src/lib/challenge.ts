/**
 * The island's side of the receiver's proof of work (worker/limits/challenge.ts): on the visitor's first focus in a form
 * sent to our own receiver, fetch a challenge and solve it in a Web Worker (challenge-worker.ts, loaded only then)
 * while the visitor types; the send carries the solution as the header `Altcha`. Nothing waits for it: a send before
 * the solution is ready, or without one at all, is still taken by the receiver (within a tighter budget).
 */
import type { Challenge, Solution } from 'altcha-lib';

let solving: Promise<void> | null = null;
let payload: { header: string; expiresAt: number } | null = null;

const solve = async (challenge: Challenge): Promise<Solution | null> => {
  if (typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('./challenge-worker.ts', import.meta.url), { type: 'module', name: 'challenge' });
  try {
    return await new Promise<Solution | null>((resolve) => {
      worker.onmessage = ({ data }: MessageEvent<Solution | null>) => resolve(data);
      worker.onerror = (event) => {
        event.preventDefault();
        resolve(null);
      };
      worker.postMessage(challenge);
    });
  } finally {
    worker.terminate();
  }
};

/** Starts fetching and solving a challenge, once (again after a send used the last one). Never throws. */
export const startChallenge = (): void => {
  if (solving || payload) return;
  solving = (async () => {
    try {
      const response = await fetch('/api/challenge', { credentials: 'omit', headers: { Accept: 'application/json' } });
      if (!response.ok) return;
      const challenge = (await response.json()) as Challenge;
      const solution = await solve(challenge);
      if (solution) payload = { header: btoa(JSON.stringify({ challenge, solution })), expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000 };
    } catch {
      // No challenge: the form is sent without one.
    } finally {
      solving = null;
    }
  })();
};

/** The header for the next send (then used up, and the next challenge starts), or none when no solution is ready. */
export const challengeHeaders = (): Record<string, string> => {
  const ready = payload && payload.expiresAt > Date.now() + 60_000 ? payload : null;
  payload = null;
  startChallenge();
  return ready ? { Altcha: ready.header } : {};
};
