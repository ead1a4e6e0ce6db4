/**
 * The local rate limiter (Miniflare's, behind `ratelimits` in wrangler.jsonc) counts in fixed windows aligned to the
 * clock: `Math.floor(Date.now() / 60_000)`, every bucket emptied when the minute turns. A test that uses up a limit
 * and then expects a refusal must not straddle that turn, or its count starts again half-way (seen in CI: 10 posts,
 * then a 303 where the 429 was due).
 *
 * So the burst runs at once, and again (from a fresh client address: `attempt` is new each time) when it started in one
 * minute and ended in the next: at most three runs. Waiting for the start of a minute instead kept a test worker idle
 * for up to 30 s, four times a suite, on a machine whose two cores are the limit.
 */
export const inOneMinute = async <T>(burst: (attempt: number) => Promise<T>): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    const minute = Math.floor(Date.now() / 60_000);
    const result = await burst(attempt);
    if (Math.floor(Date.now() / 60_000) === minute || attempt === 2) return result;
  }
};
