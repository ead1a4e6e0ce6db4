/** GET /beheer/<reference>: every field of the job, its photos (through the Worker), the car, the history and the actions. */
import { replyTemplates } from '../../src/data/reply-templates';
import { statusById, statusesFor } from '../../src/data/job-statuses';
import { report as reportWords } from '../../src/data/forms/nl/report';
import { describeVehicle } from '../../src/lib/vehicle';
import { dayText, workNames } from '../mail/appointment';
import { eventsOf, type JobEvent, type JobRow } from '../store/jobs';
import type { StoredRecord } from '../mail/garage';
import { kindLabels } from './list';
import { date, dateTime, escape, page } from './page';

const fieldLabels: Record<string, string> = {
  plateOrigin: 'Kenteken uit', licensePlate: 'Kenteken', plateCountry: 'Land kenteken', damageType: 'Soort schade',
  damageDate: 'Datum schade', driveable: 'Kan nog rijden', insurer: 'Verzekeraar', work: 'Werk', workOther: 'Ander werk',
  mileage: 'Kilometerstand', days: 'Voorkeursdagen', weekdays: 'Weekdagen', dayPart: 'Dagdeel', earliest: 'Vanaf',
  arrangement: 'Tijdens het werk', message: 'Bericht van de klant', firstName: 'Voornaam', lastName: 'Achternaam',
  phone: 'Telefoon', email: 'E-mail',
};

/** Chosen values in the garage's words; free text as typed (escaped where it is shown). */
const choices: Record<string, Record<string, string>> = {
  plateOrigin: { nl: 'Nederland', buitenland: 'Buitenland' },
  driveable: { ja: 'Ja', nee: 'Nee, de auto kan niet rijden', onbekend: 'Weet de klant niet' },
  damageType: reportWords.damageTypes as Record<string, string>,
  work: workNames,
  arrangement: { wachten: 'De klant wacht', brengen: 'Brengen en later ophalen', 'vervangend-vervoer': 'Vervangend vervoer' },
  dayPart: { ochtend: 'Ochtend', middag: 'Middag', 'geen-voorkeur': 'Geen voorkeur' },
};
const shown = (key: string, value: unknown): string => {
  const one = (v: string) => (key === 'days' ? dayText(v) : /Date$|^earliest$/.test(key) ? date(v) : (choices[key]?.[v] ?? v));
  return Array.isArray(value) ? value.map((v) => one(String(v))).join(', ') : one(String(value));
};

const eventText = (e: JobEvent): string => {
  const label = (id: string | null) => (id ? (statusById(id)?.label ?? id) : '');
  switch (e.type) {
    case 'status':
      return `Status: ${label(e.from_status)} → ${label(e.to_status)}${e.customer_told ? ' (klant op de hoogte gebracht)' : ''}`;
    case 'promised':
      return e.to_status ? `Beloofde datum: ${date(e.to_status)}` : 'Beloofde datum gewist';
    case 'called':
      return 'Gebeld';
    case 'reply':
      return 'E-mail aan de klant verstuurd';
    default:
      return 'Notitie';
  }
};

const history = (events: JobEvent[], row: JobRow) =>
  `<ol class="history"><li><span class="when">${dateTime(row.received_at)}</span><br>Binnengekomen via de website</li>` +
  events
    .map(
      (e) =>
        `<li><span class="when">${dateTime(e.at)} · ${escape(e.who)}</span><br>${escape(eventText(e))}` +
        `${e.note ? `<br><q>${escape(e.note)}</q>` : ''}</li>`,
    )
    .join('') +
  '</ol>';

const fields = (record: StoredRecord) =>
  `<dl>${Object.entries(record.values as Record<string, unknown>)
    .filter(([, v]) => (Array.isArray(v) ? v.length : v !== '' && v !== undefined && v !== null))
    .map(([k, v]) => `<dt>${escape(fieldLabels[k] ?? k)}</dt><dd>${escape(shown(k, v))}</dd>`)
    .join('')}</dl>`;

const carCard = (record: StoredRecord) => {
  const car = 'car' in record ? record.car : null;
  if (!car) return '';
  return `<h2>De auto</h2><p>${escape(describeVehicle(car, 'nl'))}</p>`;
};

const photos = (record: StoredRecord) =>
  record.photos.length
    ? `<h2>Foto’s</h2><ul class="photos">${record.photos
        .map((_, i) => {
          const src = `/api/beheer/jobs/${record.reference}/photos/${i + 1}`;
          return `<li><a href="${src}"><img src="${src}" alt="Foto ${i + 1} van ${record.reference}" width="400" height="300" loading="lazy"></a></li>`;
        })
        .join('')}</ul>`
    : '';

const action = (reference: string, name: string) => `/api/beheer/jobs/${reference}/${name}`;

const statusForm = (row: JobRow, canTell: boolean) => {
  const options = statusesFor(row.kind)
    .map((s) => `<option value="${s.id}"${s.id === row.status ? ' selected' : ''}>${escape(s.label)}</option>`)
    .join('');
  const tell = canTell
    ? `<fieldset><legend>Klant op de hoogte brengen</legend>` +
      `<label><input type="radio" name="tell" value="standaard" checked> Standaard: alleen bij “Ingepland” en “Klaar om op te halen”</label>` +
      `<label><input type="radio" name="tell" value="ja"> Ja, mail de klant</label>` +
      `<label><input type="radio" name="tell" value="nee"> Nee</label></fieldset>`
    : '<p class="meta">De klant heeft geen e-mailadres opgegeven (of de statuslink ontbreekt): geen bericht mogelijk.</p>';
  return (
    `<form class="form" method="post" action="${action(row.reference, 'status')}"><input type="hidden" name="version" value="${row.version}">` +
    `<label>Status<select name="status">${options}</select></label>${tell}` +
    `<label>Korte notitie (optioneel, alleen intern)<input name="note" maxlength="200"></label><button type="submit">Status opslaan</button></form>`
  );
};

const promisedForm = (row: JobRow) =>
  `<form class="form" method="post" action="${action(row.reference, 'promised')}"><input type="hidden" name="version" value="${row.version}">` +
  `<label>Beloofde datum<input type="date" name="promised" value="${escape(row.promised_date ?? '')}"></label>` +
  `<button type="submit" class="secondary">Datum opslaan</button></form>`;

const noteForm = (row: JobRow) =>
  `<form class="form" method="post" action="${action(row.reference, 'note')}"><label>Notitie (alleen intern)<textarea name="note" maxlength="2000"></textarea></label>` +
  `<div><button type="submit" class="secondary" name="called" value="nee">Notitie opslaan</button> ` +
  `<button type="submit" class="secondary" name="called" value="ja">Gebeld</button></div></form>`;

const replyForm = (row: JobRow) =>
  `<form class="form" method="post" action="${action(row.reference, 'reply')}">` +
  `<label>Soort antwoord<select name="template">${replyTemplates.map((t) => `<option value="${t.id}">${escape(t.label)}</option>`).join('')}</select></label>` +
  `<label>Uw eigen woorden (${row.language === 'en' ? 'de klant schreef in het Engels' : 'in het Nederlands'})<textarea name="text" maxlength="4000"></textarea></label>` +
  `<button type="submit">E-mail versturen</button></form>`;

const flashes: Record<string, [string, boolean]> = {
  status: ['Status opgeslagen.', false],
  verteld: ['Status opgeslagen en de klant is gemaild.', false],
  'niet-verteld': ['Status opgeslagen, maar de e-mail aan de klant ging niet (limiet of storing): bel de klant.', true],
  datum: ['Beloofde datum opgeslagen.', false],
  notitie: ['Notitie opgeslagen.', false],
  gebeld: ['Opgeslagen: gebeld.', false],
  mail: ['E-mail verstuurd.', false],
  'mail-mislukt': ['De e-mail ging niet (limiet van vandaag bereikt of storing). Bel de klant.', true],
};

export const jobPage = async (db: D1Database, row: JobRow, record: StoredRecord | null, user: string, url: URL): Promise<Response> => {
  const events = await eventsOf(db, row.reference);
  const flash = flashes[url.searchParams.get('gedaan') ?? ''];
  const email = record && typeof (record.values as { email?: unknown }).email === 'string' && (record.values as { email: string }).email;
  const status = statusById(row.status)?.label ?? row.status;
  const summary =
    `<dl><dt>Referentie</dt><dd>${row.reference}</dd><dt>Soort</dt><dd>${kindLabels[row.kind] ?? row.kind}${row.work ? `: ${escape(row.work)}` : ''}</dd>` +
    `<dt>Ontvangen</dt><dd>${dateTime(row.received_at)}</dd><dt>Status</dt><dd>${escape(status)}</dd>` +
    `${row.promised_date ? `<dt>Beloofd</dt><dd>${date(row.promised_date)}</dd>` : ''}<dt>Taal</dt><dd>${row.language === 'en' ? 'Engels' : 'Nederlands'}</dd></dl>`;
  const details = record ? `<h2>Wat de klant stuurde</h2>${fields(record)}${carCard(record)}${photos(record)}` : '<p class="flash error">Het record staat niet (meer) in R2.</p>';
  const body =
    `<p><a href="/beheer">← Alle binnengekomen</a></p><h1>${kindLabels[row.kind] ?? ''} ${row.reference}</h1>` +
    (flash ? `<p class="flash${flash[1] ? ' error' : ''}" role="status">${escape(flash[0])}</p>` : '') +
    `<div class="grid"><section class="card">${summary}${details}</section>` +
    `<section class="card"><h2>Status</h2>${statusForm(row, !!email && !!row.status_hash)}<h2>Beloofde datum</h2>${promisedForm(row)}` +
    `<h2>Notitie of gebeld</h2>${noteForm(row)}${email ? `<h2>Antwoord per e-mail</h2>${replyForm(row)}` : ''}` +
    `<h2>Geschiedenis</h2>${history(events, row)}` +
    `<h2>Verwijderen</h2><p><a class="button secondary" href="/beheer/${row.reference}/verwijderen">Deze aanvraag verwijderen…</a></p></section></div>`;
  return page(200, `${kindLabels[row.kind] ?? ''} ${row.reference}`, body, user);
};

export const deletePage = (row: JobRow, user: string): Response =>
  page(
    200,
    `Verwijderen ${row.reference}`,
    `<h1>${row.reference} verwijderen?</h1><p>Alles van deze aanvraag gaat weg: de gegevens, de foto’s, de geschiedenis en de statuslink van de klant. Dit kan niet ongedaan worden gemaakt.</p>` +
      `<form class="form" method="post" action="${action(row.reference, 'delete')}"><input type="hidden" name="confirm" value="ja">` +
      `<div><button type="submit" class="danger">Ja, definitief verwijderen</button> <a class="button secondary" href="/beheer/${row.reference}">Nee, terug</a></div></form>`,
    user,
  );
