/** The Worker's bindings and settings (wrangler.jsonc), one interface for every route. */
import type { BudgetEnv } from './limits/budget';
import type { ChallengeEnv } from './limits/challenge';
import type { ConfirmEnv } from './mail/confirmation';
import type { RdwEnv } from './rdw';
import type { StoreEnv } from './store/records';
import type { AccessEnv } from './beheer/access';
import type { JobsEnv } from './store/jobs';

export interface Env extends StoreEnv, RdwEnv, ConfirmEnv, BudgetEnv, ChallengeEnv, AccessEnv, JobsEnv {
  ASSETS: Fetcher;
  /** 10 reports or messages per client address per 60 s. */
  RATE_LIMIT: RateLimit;
  /** Photo uploads (PUT/DELETE) per client address per 60 s: a report has up to 8 photos, and retries. */
  UPLOAD_LIMIT: RateLimit;
  /** Plate lookups (GET /api/kenteken/…) per client address per 60 s: the island asks once per typed plate. */
  PLATE_LIMIT: RateLimit;
  /** Challenges (GET /api/challenge) per client address per 60 s: one per form a visitor starts; issuing one costs 1 ms. */
  CHALLENGE_LIMIT: RateLimit;
  /** Status pages (GET /status/<token>) per client address per 60 s: a guessed token is as slow as any. */
  STATUS_LIMIT: RateLimit;
  /** Cloudflare's Images binding: every photo decoded and encoded again as a JPEG (worker/photos/codec.ts); absent = failing. */
  IMAGES?: ImagesBinding;
}

/** What every route is: the request, the bindings, and the context for work after the answer (waitUntil). */
export type Handler = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;
