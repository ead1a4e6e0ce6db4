/**
 * Exactly once per Idempotency-Key (the IETF Idempotency-Key draft): the island sends one key per draft, so a retry,
 * a reload halfway or two tabs at the same moment store one record and send one mail.
 */
import { json, wantsJson } from '../http';
import { createOnly } from './records';
import { clientKey } from '../limits/client-key';
import { refuse } from '../respond';
import type { Env } from '../env';

export interface KeyState {
  state?: 'pending' | 'done';
  fingerprint?: string;
  claimedAt?: number;
  status?: number;
  body?: { reference: string } & Record<string, unknown>;
}

/** The key a stored request was made with, and its body's fingerprint. */
export interface Claimed {
  key: string;
  fingerprint: string;
}

/** A pending claim older than this belongs to a request that died: it may be taken over. */
const staleClaimMs = 2 * 60_000;
/** How long a request with the key of one still being stored waits for its answer before 409. */
const claimWaitMs = 20_000;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** What makes two requests "the same": every field in order, each file by its SHA-256 (a boundary may differ). */
export const fingerprintOf = async (form: FormData): Promise<string> => {
  const parts: string[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push(`${name}=${value}`);
    else parts.push(`${name}:file:${hex(await crypto.subtle.digest('SHA-256', await value.arrayBuffer()))}`);
  }
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(parts))));
};

/**
 * A form without JavaScript sends no Idempotency-Key: a double click would store, mail and confirm twice (red team
 * 2026-11-27, G10). Its key is derived from the client, the form's fingerprint and the 10-minute slot, so the second
 * post of the same form gets the first one's answer (a double submit across a slot's end still makes two).
 */
export const derivedKey = async (request: Request, form: FormData, now = Date.now()): Promise<string> => {
  const seed = `${clientKey(request)}\n${await fingerprintOf(form)}\n${Math.floor(now / 600_000)}`;
  return `nojs-${hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed))).slice(0, 40)}`;
};

/**
 * Claims an Idempotency-Key with a conditional write (only if absent), so that of several requests at the same moment
 * one stores the record. The others wait for its answer and replay it (`replay` for a browser without JavaScript); the
 * same key with another body gets 422; a key still in progress after the wait gets 409 with Retry-After.
 */
const claimKey = async (
  request: Request,
  env: Env,
  key: string,
  fingerprint: string,
  replay: (body: NonNullable<KeyState['body']>) => Response,
): Promise<Response | true> => {
  const name = `keys/${key}.json`;
  const started = Date.now();
  for (;;) {
    const claimed = await env.REPORTS.put(name, JSON.stringify({ state: 'pending', fingerprint, claimedAt: Date.now() } satisfies KeyState), createOnly);
    if (claimed) return true;
    const existing = await env.REPORTS.get(name);
    if (!existing) continue;
    const state = (await existing.json()) as KeyState;
    if (state.fingerprint && state.fingerprint !== fingerprint) {
      return refuse(request, 422, 'idempotency-key-reused', state.body ? { reference: state.body.reference } : {});
    }
    if (state.state !== 'pending' && state.body) {
      return wantsJson(request) ? json(state.status ?? 201, state.body, { 'Idempotent-Replayed': 'true' }) : replay(state.body);
    }
    if (Date.now() - (state.claimedAt ?? 0) > staleClaimMs) {
      const taken = await env.REPORTS.put(name, JSON.stringify({ state: 'pending', fingerprint, claimedAt: Date.now() } satisfies KeyState), {
        onlyIf: { etagMatches: existing.etag },
      });
      if (taken) return true;
      continue;
    }
    if (Date.now() - started > claimWaitMs) return refuse(request, 409, 'in-progress', { retryAfter: 2 }, { 'Retry-After': '2' });
    await new Promise((r) => setTimeout(r, 200));
  }
};

/**
 * Stores once per key: claims `key` for this body, runs `store`, and frees the key again when `store` refused the
 * request (for the corrected form) or failed. `store` makes the claim its answer with `finishKey` once it has stored.
 */
export const oncePerKey = async (
  request: Request,
  env: Env,
  key: string,
  form: FormData,
  replay: (body: NonNullable<KeyState['body']>) => Response,
  store: (claimed: Claimed) => Promise<Response>,
): Promise<Response> => {
  const fingerprint = await fingerprintOf(form);
  const claim = await claimKey(request, env, key, fingerprint, replay);
  if (claim instanceof Response) return claim;
  let answer: Response;
  try {
    answer = await store({ key, fingerprint });
  } catch (error) {
    await env.REPORTS.delete(`keys/${key}.json`).catch(() => undefined);
    throw error;
  }
  if (answer.status >= 400) await env.REPORTS.delete(`keys/${key}.json`);
  return answer;
};

/** The claim (ours) becomes the answer that a retry with this key gets again. */
export const finishKey = (env: Env, claimed: Claimed, body: NonNullable<KeyState['body']>) =>
  env.REPORTS.put(`keys/${claimed.key}.json`, JSON.stringify({ state: 'done', fingerprint: claimed.fingerprint, status: 201, body } satisfies KeyState));
