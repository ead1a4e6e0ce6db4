/**
 * The challenge solver (src/lib/challenge.ts): ALTCHA's proof of work, off the page's main thread so typing stays
 * smooth. PBKDF2 runs in the browser's own WebCrypto. Same-origin, so the page's CSP ('self' in script-src, which
 * worker-src falls back to) allows it.
 */
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

const scope = self as unknown as { onmessage: (event: MessageEvent<Challenge>) => void; postMessage: (answer: Solution | null) => void };

scope.onmessage = async ({ data }) => {
  try {
    scope.postMessage(await solveChallenge({ challenge: data, deriveKey, timeout: 120_000 }));
  } catch {
    scope.postMessage(null);
  }
};
