/** The numbers of the photos uploaded for a report still being typed (`draft-slots/<report id>`, at most 8). */
import { createOnly, type StoreEnv } from './records';

/**
 * Changes a draft's list of photo numbers with a conditional write on its etag (create-only for the first), read
 * again and retried when another upload changed it in between. `change` returns the new list, or null for "no".
 */
const changeSlots = async (env: StoreEnv, id: string, change: (slots: number[]) => number[] | null): Promise<boolean> => {
  const key = `draft-slots/${id}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const current = await env.REPORTS.get(key);
    const slots = current ? ((await current.json()) as number[]) : [];
    const next = change(slots);
    if (!next) return false;
    if (next.length === slots.length && next.every((n, i) => n === slots[i])) return true;
    const put = await env.REPORTS.put(key, JSON.stringify(next), current ? { onlyIf: { etagMatches: current.etag } } : createOnly);
    if (put) return true;
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
  }
  throw new Error('draft slots: too many uploads at once');
};

/** Reserves photo `n` in the draft: true when it is (or was already) one of at most `max`. */
export const reserveSlot = (env: StoreEnv, id: string, n: number, max: number) =>
  changeSlots(env, id, (slots) => (slots.includes(n) ? slots : slots.length >= max ? null : [...slots, n]));

export const releaseSlot = (env: StoreEnv, id: string, n: number) => changeSlots(env, id, (slots) => slots.filter((s) => s !== n));
