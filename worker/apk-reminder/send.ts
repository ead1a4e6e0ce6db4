/**
 * Sending the APK reminder's mails through the customers' binding (`CONFIRM`, never the garage's), and the daily pass
 * the hourly cron runs (issue 39).
 *
 * - The request's one mail (double opt-in) counts in the same daily cap per address as the confirmations
 *   (worker/mail/confirmation.ts, `claimSlot`), so no form can be used to flood an inbox; over the cap, nothing is stored.
 * - The daily pass runs in the first cron run from 09:00 Amsterdam time, once a day (a create-only marker per day):
 *   it deletes requests still unconfirmed after a week, looks each confirmed car up again at the RDW (worker/rdw.ts,
 *   with its cache), drops a car the RDW no longer knows, and mails a reminder when the APK date is at most eight
 *   weeks off and this date was not reminded yet. A moved APK date is simply another date: the old one is never
 *   mailed. The subscription is marked before the mail goes (a conditional write: two passes never both send) and
 *   the mark is taken back when the send fails, so the next day tries again; an address refused for good (bounced,
 *   suppressed) loses its subscription.
 */
import { reminderLeadDays } from '../../src/lib/apk-reminder';
import { isoDayNumber } from '../../src/lib/appointment-rules';
import { vehicleName } from '../../src/lib/vehicle';
import { claimSlot, confirmationsOn, maskAddress, permanentRefusal, type ConfirmEnv } from '../mail/confirmation';
import { causeOf, logEvent } from '../log';
import { lookupVehicle, type RdwEnv } from '../rdw';
import { createOnly, type StoreEnv } from '../store/records';
import {
  daysPrefix, deleteSubscription, expired, readSubscription, requestSubscription, subsPrefix, unsubscribeToken, updateSubscription, withUnsubscribe,
  type SignUp,
} from './store';
import { optInMail, reminderMail } from './words';

type Env = StoreEnv & ConfirmEnv & RdwEnv;

/** Test only: in a Worker built with `--define TEST_BUILD:true`, the cron string `clock <ISO time>` is the run's time. */
declare const TEST_BUILD: boolean | undefined;
export const cronTime = (controller: ScheduledController): number => {
  const clock = /^clock (\S+)$/.exec(controller.cron ?? '');
  if (clock && typeof TEST_BUILD !== 'undefined' && TEST_BUILD === true && Number.isFinite(Date.parse(clock[1]!))) return Date.parse(clock[1]!);
  return Date.now();
};

/** The hour of the day the pass starts (Amsterdam time): a reminder arrives in the morning. */
export const passHour = 9;

/** The date (YYYY-MM-DD) and hour in Amsterdam. */
const amsterdam = (now: number): { day: string; hour: number } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(now))
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
};

/** After the answer: the request stored and its one mail sent, unless the address's cap for today is used up. Never throws. */
export const signUp = async (env: Env, req: SignUp, now = Date.now()): Promise<void> => {
  const to = maskAddress(req.email);
  try {
    if (!confirmationsOn(env)) return logEvent('warn', 'apk-reminder-off', { source: req.source });
    if (!(await claimSlot(env, req.email, now))) return logEvent('warn', 'apk-reminder-capped', { to, source: req.source });
    const created = await requestSubscription(env.REPORTS, req, now);
    if (!created) return logEvent('info', 'apk-reminder-already', { to, source: req.source });
    await env.CONFIRM!.send(optInMail(env.CONFIRM_FROM!, req, created.token));
    logEvent('info', 'apk-reminder-requested', { to, source: req.source });
  } catch (error) {
    // Not stored or not sent: the customer can ask again; an unconfirmed request goes after a week anyway.
    logEvent('error', 'apk-reminder-request-failed', { to, source: req.source, cause: causeOf(error, [env.CONFIRM_FROM]) });
  }
};

type Outcome = 'reminded' | 'dropped' | 'expired' | 'waiting' | 'failed';

const remindOne = async (env: Env, key: string, now: number, today: number): Promise<Outcome> => {
  const id = key.slice(subsPrefix.length, -'.json'.length);
  const found = await readSubscription(env.REPORTS, id);
  if (!found) return 'waiting';
  const { sub } = found;
  if (!sub.confirmedAt) {
    if (!expired(sub, now)) return 'waiting';
    await deleteSubscription(env.REPORTS, id);
    return 'expired';
  }
  const answer = await lookupVehicle(env, sub.plate);
  if (answer.lookup === 'not-found') {
    await deleteSubscription(env.REPORTS, id);
    logEvent('info', 'apk-reminder-dropped', { to: maskAddress(sub.email), cause: 'not in the RDW’s data' });
    return 'dropped';
  }
  const apk = answer.car?.apkExpires ?? null;
  const apkDay = apk ? isoDayNumber(apk) : null;
  if (!apk || apkDay === null || sub.remindedFor === apk) return 'waiting';
  if (apkDay - today < 1 || apkDay - today > reminderLeadDays) return 'waiting';
  const link = await unsubscribeToken(id);
  const marked = withUnsubscribe({ ...sub, remindedFor: apk, remindedAt: new Date(now).toISOString() }, link.hash);
  if (!(await updateSubscription(env.REPORTS, found, marked))) return 'waiting';
  try {
    await env.CONFIRM!.send(reminderMail(env.CONFIRM_FROM!, { ...sub, car: answer.car ? vehicleName(answer.car) : '', apkDate: apk }, link.token));
    return 'reminded';
  } catch (error) {
    const permanent = permanentRefusal(error);
    logEvent('error', 'apk-reminder-failed', { to: maskAddress(sub.email), permanent, cause: causeOf(error, [env.CONFIRM_FROM]) });
    // An address that bounced or complained (suppressed) will never take a reminder: the subscription goes.
    if (permanent) {
      await deleteSubscription(env.REPORTS, id);
      return 'dropped';
    }
    const again = await readSubscription(env.REPORTS, id);
    if (again && again.sub.remindedFor === apk) await updateSubscription(env.REPORTS, again, { ...again.sub, remindedFor: sub.remindedFor, remindedAt: sub.remindedAt });
    return 'failed';
  }
};

/** The cron's part, every run: the daily pass once a day from `passHour`. Never throws. */
export const apkReminderPass = async (env: Env, now = Date.now()): Promise<Record<Outcome, number> | null> => {
  const { day, hour } = amsterdam(now);
  const today = isoDayNumber(day);
  if (hour < passHour || today === null || !confirmationsOn(env)) return null;
  try {
    const marker = `${daysPrefix}${day}`;
    const started = new Date(now).toISOString();
    if (!(await env.REPORTS.put(marker, JSON.stringify({ started }), createOnly))) return null;
    const counts: Record<Outcome, number> = { reminded: 0, dropped: 0, expired: 0, waiting: 0, failed: 0 };
    let cursor: string | undefined;
    do {
      const page = await env.REPORTS.list({ prefix: subsPrefix, ...(cursor ? { cursor } : {}) });
      for (const { key } of page.objects) {
        try {
          counts[await remindOne(env, key, now, today)]++;
        } catch (error) {
          counts.failed++;
          logEvent('error', 'apk-reminder-pass-failed', { cause: causeOf(error) });
        }
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    // The day markers of earlier days go.
    const old = (await env.REPORTS.list({ prefix: daysPrefix })).objects.map((o) => o.key).filter((k) => k < `${daysPrefix}${day}`);
    if (old.length) await env.REPORTS.delete(old);
    logEvent('info', 'apk-reminder-pass', { day, ...counts });
    // The day's marker says what the pass did (and that it finished).
    await env.REPORTS.put(marker, JSON.stringify({ started, finished: new Date().toISOString(), ...counts }));
    return counts;
  } catch (error) {
    logEvent('error', 'apk-reminder-pass-failed', { day, cause: causeOf(error) });
    return null;
  }
};
