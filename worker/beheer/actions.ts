/**
 * The back office's POST actions (plain HTML forms, 303 back to the job): status, promised date, note, "gebeld",
 * reply, delete. A status or date change is conditional on the row's version (UPDATE … WHERE version = ?): a second
 * person working from an older page is told (409) instead of silently overwriting the first.
 */
import { replyTemplateById } from '../../src/data/reply-templates';
import { statusById, statusesFor } from '../../src/data/job-statuses';
import type { Env } from '../env';
import { deleteJob, type JobRow } from '../store/jobs';
import type { StoredRecord } from '../mail/garage';
import { sendReply, sendUpdate } from '../mail/updates';
import { notice } from './page';

const back = (reference: string, done: string) => new Response(null, { status: 303, headers: { Location: `/beheer/${reference}?gedaan=${done}`, 'Cache-Control': 'no-store' } });

const stale = (reference: string, user: string) =>
  notice(409, 'Intussen gewijzigd', 'Iemand anders heeft deze aanvraag gewijzigd nadat u de pagina opende. Er is niets opgeslagen: bekijk de nieuwe stand en probeer het opnieuw.', `/beheer/${reference}`, user);

const invalid = (reference: string, user: string, what: string) => notice(422, 'Niet opgeslagen', what, `/beheer/${reference}`, user);

const field = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

const addEvent = (db: D1Database, reference: string, user: string, type: string, from: string | null, to: string | null, note: string, told = false) =>
  db
    .prepare('INSERT INTO job_events (reference, at, who, type, from_status, to_status, note, customer_told) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(reference, new Date().toISOString(), user, type, from, to, note, told ? 1 : 0)
    .run();

export const readRecord = async (env: Env, row: JobRow): Promise<StoredRecord | null> =>
  ((await (await env.REPORTS.get(row.r2_key))?.json()) as StoredRecord | undefined) ?? null;

export const act = async (action: string, request: Request, env: Env, db: D1Database, row: JobRow, user: string): Promise<Response> => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return invalid(row.reference, user, 'Het formulier kwam niet goed aan.');
  }
  const version = Number(field(form, 'version', 12));
  const ref = row.reference;
  switch (action) {
    case 'status': {
      const status = statusById(field(form, 'status', 40));
      if (!status || !statusesFor(row.kind).includes(status)) return invalid(ref, user, 'Deze status bestaat niet voor deze soort aanvraag.');
      const now = new Date().toISOString();
      const changed = await db
        .prepare('UPDATE jobs SET status = ?, is_open = ?, closed_at = CASE WHEN ? THEN COALESCE(closed_at, ?) ELSE NULL END, version = version + 1 WHERE reference = ? AND version = ?')
        .bind(status.id, status.closed ? 0 : 1, status.closed ? 1 : 0, now, ref, version)
        .run();
      if (!changed.meta.changes) return stale(ref, user);
      const tell = field(form, 'tell', 10);
      let told = false;
      let tried = false;
      if (status.id !== row.status && (tell === 'ja' || (tell === 'standaard' && status.tellByDefault))) {
        const record = await readRecord(env, row);
        tried = true;
        told = !!record && (await sendUpdate(env, { ...row, status: status.id }, record));
      }
      await addEvent(db, ref, user, 'status', row.status, status.id, field(form, 'note', 200), told);
      return back(ref, tried ? (told ? 'verteld' : 'niet-verteld') : 'status');
    }
    case 'promised': {
      const promised = field(form, 'promised', 10);
      if (promised && !/^\d{4}-\d{2}-\d{2}$/.test(promised)) return invalid(ref, user, 'Vul een datum in.');
      const changed = await db
        .prepare('UPDATE jobs SET promised_date = ?, version = version + 1 WHERE reference = ? AND version = ?')
        .bind(promised || null, ref, version)
        .run();
      if (!changed.meta.changes) return stale(ref, user);
      await addEvent(db, ref, user, 'promised', row.promised_date, promised || null, '');
      return back(ref, 'datum');
    }
    case 'note': {
      const called = field(form, 'called', 3) === 'ja';
      const note = field(form, 'note', 2000);
      if (!called && !note) return invalid(ref, user, 'De notitie is leeg.');
      if (called) await db.prepare('UPDATE jobs SET called_at = ? WHERE reference = ?').bind(new Date().toISOString(), ref).run();
      await addEvent(db, ref, user, called ? 'called' : 'note', null, null, note);
      return back(ref, called ? 'gebeld' : 'notitie');
    }
    case 'reply': {
      const template = replyTemplateById(field(form, 'template', 40));
      const own = field(form, 'text', 4000);
      if (!template) return invalid(ref, user, 'Kies een soort antwoord.');
      if (!template.text.nl && !own) return invalid(ref, user, 'Schrijf eerst wat u de klant wilt laten weten.');
      const record = await readRecord(env, row);
      const sent = !!record && (await sendReply(env, row, record, template, own));
      if (sent) await addEvent(db, ref, user, 'reply', null, null, template.label, true);
      return back(ref, sent ? 'mail' : 'mail-mislukt');
    }
    case 'delete': {
      if (field(form, 'confirm', 3) !== 'ja') return invalid(ref, user, 'Bevestig het verwijderen.');
      await deleteJob(env, ref);
      return new Response(null, { status: 303, headers: { Location: '/beheer?verwijderd=1', 'Cache-Control': 'no-store' } });
    }
    default:
      return notice(404, 'Niet gevonden', 'Deze actie bestaat niet.', `/beheer/${ref}`, user);
  }
};
