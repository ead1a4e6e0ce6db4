/**
 * The local rate limiter (Miniflare's, behind `ratelimits` in wrangler.jsonc) counts in fixed windows aligned to the
 * clock: `Math.floor(Date.now() / 60_000)`, every bucket emptied when the minute turns. A test that uses up a limit
 * and then expects a refusal must not straddle that turn, or its count starts again half-way (seen in CI: 10 posts,
 * then a 303 where the 429 was due).
 *
 * So the burst runs at once, and again (from a fresh client address: `attempt` is new each time) when it started in one
 * minute and ended in the next: at most three runs. Waiting for the start of a minute instead kept a test worker idle
 * for up to 30 s, four times a suite, on a machine whose two cores are the limit.
 *
 * The counts live in memory, in the Worker's own isolate (a wrapped binding): when workerd starts that isolate afresh,
 * they start again at zero. A loaded CI run once answered all 35 guesses of a 30-per-minute limit with 404, in the
 * same run as other signs of a restarted Worker (a reset connection, a key left claimed). `counted(result)` says
 * whether the limiter evidently counted the whole burst (e.g. it refused at least one); if not, the burst too runs
 * again from a fresh address. A limiter that never refuses still fails: three times.
 */
export const inOneMinute = async <T>(burst: (attempt: number) => Promise<T>, counted: (result: T) => boolean = () => true): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    const minute = Math.floor(Date.now() / 60_000);
    const result = await burst(attempt);
    if ((Math.floor(Date.now() / 60_000) === minute && counted(result)) || attempt === 2) return result;
    console.warn(`[minute] burst ${attempt + 1} ${counted(result) ? 'straddled a minute' : 'was not counted whole'}; again from a fresh address`);
  }
};
