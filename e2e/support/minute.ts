/**
 * The local rate limiter (Miniflare's, behind `ratelimits` in wrangler.jsonc) counts in fixed windows aligned to the
 * clock: `Math.floor(Date.now() / 60_000)`, every bucket emptied when the minute turns. A test that uses up a limit
 * and then expects a refusal must not straddle that turn, or its count starts again half-way (seen in CI: 10 posts,
 * then a 303 where the 429 was due). So it starts early enough in a minute to finish within it: 30 s for 35 requests,
 * since under load one took up to 0.4 s (a 15 s margin was not enough on a run at load 10).
 */
export const withinOneMinute = async (seconds: number): Promise<void> => {
  const into = Date.now() % 60_000;
  if (60_000 - into < seconds * 1000) await new Promise((done) => setTimeout(done, 60_000 - into + 200));
};
