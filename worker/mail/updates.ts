/**
 * Mail from the back office to a customer, only when the garage says so (issue 36's reply, issue 37's update), through
 * the CONFIRM binding and counted against the confirmations' per-address daily limit (worker/mail/confirmation.ts).
 * Fixed words (src/data/job-statuses.ts, src/data/reply-templates.ts), the reference, the promised date, the status
 * link, and in a reply the garage's own words; never anything the customer typed.
 */
import { business } from '../../src/data/business';
import { customerStages, statusById } from '../../src/data/job-statuses';
import type { ReplyTemplate } from '../../src/data/reply-templates';
import { longDate } from '../../src/lib/vehicle';
import { claimSlot, confirmationsOn, type ConfirmEnv } from './confirmation';
import { confirmationWords } from './confirmation-words';
import type { JobRow } from '../store/jobs';
import { causeOf, logEvent } from '../log';
import { oneLine, type StoredRecord } from './garage';
import type { StoreEnv } from '../store/records';
import { statusToken, statusUrl, type StatusLinkEnv } from '../store/status-link';
import { folderOfKey } from '../store/jobs';

type Env = StoreEnv & ConfirmEnv & StatusLinkEnv;

const words = {
  nl: {
    subject: (r: string) => `Nieuws over uw aanvraag ${r} – ${business.name}`,
    greeting: 'Goedendag,',
    news: (r: string) => `Er is nieuws over uw aanvraag ${r}:`,
    promised: (d: string) => `Verwachte datum: ${d}.`,
    link: (url: string) => `Hier ziet u hoe ver wij zijn: ${url}`,
    questions: 'Vragen? Beantwoord deze e-mail of bel ons.',
  },
  en: {
    subject: (r: string) => `News about your request ${r} – ${business.name}`,
    greeting: 'Hello,',
    news: (r: string) => `There is news about your request ${r}:`,
    promised: (d: string) => `Expected date: ${d}.`,
    link: (url: string) => `See how far we’ve got: ${url}`,
    questions: 'Any questions? Reply to this email or give us a call.',
  },
} as const;

const contactLines = (lang: 'nl' | 'en') => {
  const t = confirmationWords[lang];
  const width = Math.max(...t.contact.map(([l]) => l!.length)) + 2;
  return [t.contactHeading, ...t.contact.map(([l, v]) => `${`${l}:`.padEnd(width)}${v}`)];
};

const send = async (env: Env, to: string, subject: string, text: string, reference: string): Promise<boolean> => {
  if (!confirmationsOn(env)) return false;
  try {
    if (!(await claimSlot(env, to, Date.now()))) {
      logEvent('warn', 'update-capped', { reference });
      return false;
    }
    await env.CONFIRM!.send({
      from: { email: env.CONFIRM_FROM!, name: business.name },
      to,
      replyTo: { email: business.email, name: business.name },
      subject: oneLine(subject),
      text,
    });
    return true;
  } catch (error) {
    logEvent('error', 'update-failed', { reference, cause: causeOf(error, [env.CONFIRM_FROM, business.email]) });
    return false;
  }
};

const emailOf = (record: StoredRecord) => (record.values as { email?: string }).email ?? '';

/** The update after a status change: the stage's fixed words, the promised date, the status link. Sent: true. */
export const sendUpdate = async (env: Env, row: JobRow, record: StoredRecord): Promise<boolean> => {
  const stage = customerStages.find((s) => s.id === statusById(row.status)?.stage);
  const token = await statusToken(env, folderOfKey(row.r2_key));
  const to = emailOf(record);
  if (!stage || !token || !to) return false;
  const lang = row.language === 'en' ? 'en' : 'nl';
  const t = words[lang];
  const text = [
    t.greeting, '', t.news(row.reference), stage.update[lang],
    ...(row.promised_date ? [t.promised(longDate(row.promised_date, lang))] : []),
    '', t.link(statusUrl(record.site ?? business.url, token)), '', t.questions, '', ...contactLines(lang), '',
    ...confirmationWords[lang].closing,
  ].join('\n');
  return send(env, to, t.subject(row.reference), text, row.reference);
};

/** A reply: the template's words, the garage's own, the status link. Sent: true. */
export const sendReply = async (env: Env, row: JobRow, record: StoredRecord, template: ReplyTemplate, own: string): Promise<boolean> => {
  const to = emailOf(record);
  if (!to) return false;
  const lang = row.language === 'en' ? 'en' : 'nl';
  const token = await statusToken(env, folderOfKey(row.r2_key));
  const text = [
    words[lang].greeting, '', ...(template.text[lang] ? [template.text[lang], ''] : []), ...(own ? [own, ''] : []),
    ...(token ? [words[lang].link(statusUrl(record.site ?? business.url, token)), ''] : []),
    ...contactLines(lang), '', ...confirmationWords[lang].closing,
  ].join('\n');
  return send(env, to, template.subject[lang](row.reference), text, row.reference);
};
