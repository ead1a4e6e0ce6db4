/**
 * Alerts to ALERT_TO, few and complete: whatever goes wrong, and however many records it concerns, the owner gets at
 * most `ALERT_CAP_PER_HOUR` (4) alert mails an hour.
 *
 * - The cron's digest (`sendDigest`, called by sendUnsent in worker/store/cron.ts): one mail per run that lists every
 *   reference not yet mailed ("12 meldingen nog niet verstuurd: …"), sent when something is new since the last
 *   digest: a record unsent for ALERT_AFTER_MINUTES, one refused for good, a budget used up. A digest that cannot go
 *   (the service is down, or the hour's cap is reached) leaves the new things unmarked, so the next run sends them.
 * - A budget used up (worker/limits/budget.ts): one notice per budget and period (`alerts/budget/<period>-<budget>-<scope>`,
 *   created once), sent at once when the hour's cap allows, else in the next digest.
 *
 * The hour's cap is a budget of tickets like the others: `alerts/cap/<hour>/<n>`, created only if absent.
 */
import { business } from '../../src/data/business';
import type { Spent } from '../limits/budget';
import { causeOf, logEvent } from '../log';
import { sendAlert, type MailEnv } from './garage';
import { createOnly } from '../store/records';

export interface AlertEnv extends MailEnv {
  REPORTS: R2Bucket;
  ALERT_TO?: string;
  /** Default 4. */
  ALERT_CAP_PER_HOUR?: string;
}

/** The longest list of references a digest names; the rest are counted ("en 40 meer"). */
const listed = 50;

const capOf = (env: AlertEnv) => (/^\d{1,3}$/.test(env.ALERT_CAP_PER_HOUR ?? '') ? Number(env.ALERT_CAP_PER_HOUR) : 4);

const hourOf = (now: number) => new Date(now).toISOString().slice(0, 13).replace(/[-T]/g, '');

/** Sends one alert within the hour's cap: 'sent', 'capped' (nothing sent) or 'failed' (logged; the ticket is given back). */
const cappedAlert = async (env: AlertEnv, subject: string, lines: string[], now = Date.now()): Promise<'sent' | 'capped' | 'failed'> => {
  if (!env.ALERT_TO) {
    logEvent('error', 'alert-failed', { subject, cause: 'ALERT_TO is not set' });
    return 'failed';
  }
  const prefix = `alerts/cap/${hourOf(now)}/`;
  let ticket: string | null = null;
  for (let n = 0; n < capOf(env) && !ticket; n++) {
    if (await env.REPORTS.put(`${prefix}${n}`, '', createOnly)) ticket = `${prefix}${n}`;
  }
  if (!ticket) {
    logEvent('warn', 'alert-capped', { subject, cap: capOf(env) });
    return 'capped';
  }
  try {
    await sendAlert(env, subject, lines);
    logEvent('warn', 'alert-sent', { subject });
    return 'sent';
  } catch (error) {
    logEvent('error', 'alert-failed', { subject, cause: causeOf(error, [env.MAIL_FROM, env.MAIL_TO, env.ALERT_TO]) });
    await env.REPORTS.delete(ticket);
    return 'failed';
  }
};

const budgetWords = (n: Pick<Spent, 'budget' | 'scope' | 'period'>) => {
  const what = { report: 'schademeldingen', message: 'berichten', appointment: 'afspraakaanvragen', client: 'één afzender' }[n.scope] ?? n.scope;
  const per = n.budget.endsWith('/hour') ? 'dit uur' : 'vandaag';
  const unsolved = n.budget.startsWith('unsolved') ? ' zonder opgeloste rekenpuzzel (zonder JavaScript of een bot)' : '';
  return `Limiet bereikt: ${what}${unsolved}, ${per} (${n.budget}, ${n.period}). Wat daarna kwam is geweigerd; de bezoeker kreeg te zien dat hij kan bellen of WhatsAppen.`;
};

const logsLine = 'Zie de Worker-logs (wrangler tail, of het dashboard: Workers → autoschade-de-vos → Logs).';

/** A budget used up: one notice per budget and period, sent now if the cap allows, else by the next digest. */
export const budgetNotice = async (env: AlertEnv, spent: Spent): Promise<void> => {
  const key = `alerts/budget/${spent.period}-${spent.budget.replace('/', '-')}-${spent.scope}`;
  const notice = { budget: spent.budget, scope: spent.scope, period: spent.period, sent: false };
  if (!(await env.REPORTS.put(key, JSON.stringify(notice), createOnly))) return;
  const result = await cappedAlert(env, `Website: limiet bereikt (${spent.budget})`, [budgetWords(spent), '', logsLine]);
  if (result === 'sent') await env.REPORTS.put(key, JSON.stringify({ ...notice, sent: true }));
};

export interface Unmailed {
  reference: string;
  folder: string;
}

/**
 * The cron's one alert: every reference not yet mailed (`unsent`), the ones refused for good whose alert has not gone
 * (failed/), and budget notices not sent yet. Sent only when `late` (records newly past ALERT_AFTER_MINUTES) or one of
 * the others has something; true when it went (or there was nothing to send).
 */
export const sendDigest = async (env: AlertEnv, unsent: Unmailed[], late: string[], now = Date.now()): Promise<boolean> => {
  const failed: { key: string; etag: string; reference: string; folder: string }[] = [];
  const notices: { key: string; etag: string; words: string }[] = [];
  for (const [prefix, into] of [['failed/', failed], ['alerts/budget/', notices]] as const) {
    const page = await env.REPORTS.list({ prefix, limit: 200 });
    for (const o of page.objects) {
      const object = await env.REPORTS.get(o.key);
      const text = (await object?.text()) ?? '';
      if (!object || !text.startsWith('{')) continue;
      const data = JSON.parse(text) as { folder?: string; alerted?: boolean; sent?: boolean } & Spent;
      if (prefix === 'failed/' && data.alerted === false) {
        (into as typeof failed).push({ key: o.key, etag: object.etag, reference: o.key.slice(prefix.length), folder: data.folder ?? '' });
      }
      if (prefix === 'alerts/budget/' && data.sent === false) (into as typeof notices).push({ key: o.key, etag: object.etag, words: budgetWords(data) });
    }
  }
  if (!late.length && !failed.length && !notices.length) return true;
  const count = unsent.length + failed.length;
  const names = (list: Unmailed[]) => [
    ...list.slice(0, listed).map((u) => `  ${u.reference}  ${u.folder}`),
    ...(list.length > listed ? [`  en ${list.length - listed} meer`] : []),
  ];
  const lines = [
    `${count} ${count === 1 ? 'melding' : 'meldingen'} nog niet verstuurd naar ${env.MAIL_TO || business.email}.`,
    ...(unsent.length ? ['', `Nog niet verstuurd (de cron probeert het elk uur opnieuw; nieuw sinds de vorige waarschuwing: ${late.length}):`, ...names(unsent)] : []),
    ...(failed.length ? ['', 'Geweigerd door de e-maildienst (wordt niet opnieuw geprobeerd):', ...names(failed)] : []),
    ...notices.flatMap((n) => ['', n.words]),
    '',
    'Alle gegevens staan veilig in R2, in de genoemde mappen.',
    logsLine,
  ];
  const subject = count ? `${count} ${count === 1 ? 'melding' : 'meldingen'} nog niet verstuurd` : 'Website: limiet bereikt';
  const result = await cappedAlert(env, subject, count ? lines : lines.slice(1), now);
  if (result !== 'sent') return false;
  await Promise.all([
    ...failed.map((f) => env.REPORTS.put(f.key, JSON.stringify({ folder: f.folder, alerted: true }), { onlyIf: { etagMatches: f.etag } })),
    ...notices.map(async (n) => {
      const data = JSON.parse((await (await env.REPORTS.get(n.key))?.text()) ?? '{}') as object;
      await env.REPORTS.put(n.key, JSON.stringify({ ...data, sent: true }), { onlyIf: { etagMatches: n.etag } });
    }),
  ]);
  return true;
};
