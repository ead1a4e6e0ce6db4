/**
 * The damage report's rules, apart from React: its fields (the multipart contract in the README), validation, the
 * draft (text in sessionStorage like the contact form; prepared photos in IndexedDB through idb-keyval), the
 * multipart body, the WhatsApp hand-over without a backend, and the response promise.
 * Words come from the language's strings module; nothing here writes to the console.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { DamageReportStrings, SharedFormStrings } from '../data/forms/types';
import { clearDraft, fieldMessage, number, type Errors } from './contact-form';
import { photosFlag, reportDraft } from './contact-draft';

/** The report's id (Idempotency-Key, and the folder its photos upload to): one per draft, kept with it in the tab's session. */
const reportIdKey = 'devos:schademelding:id';
import {
  checkReport, cleanReport, limits, reportFieldNames, reportProblem, type DamageTypeId, type Problem,
  type Problems, type ReportField, type ReportValues,
} from './form-rules';
import type { PreparedPhoto } from './photos';

export { photosFlag, reportDraft };
export { cleanReport, damageTypeIds, driveableValues, reportFieldNames, today, type ReportField, type ReportValues } from './form-rules';
export type ReportErrors = Errors<ReportField>;

/** The name of every file part: `photos`, one per photo. */
export const photoPartName = 'photos';
export const photoFileName = (n: number, type = 'image/jpeg') => `schade-${n}.${type === 'image/webp' ? 'webp' : 'jpg'}`;

/** The sentence for a report field's problem, found here or by the receiver (its 422 names the same codes). */
export const reportMessage = (name: ReportField, problem: Problem, values: Partial<ReportValues>, shared: SharedFormStrings, t: DamageReportStrings): string => {
  const value = values[name] ?? '';
  const tooLong = (max: number) => t.errors.tooLong(number(max));
  switch (name) {
    case 'plateOrigin':
      return t.errors.plateOrigin;
    case 'licensePlate':
      if (problem === 'empty') return t.errors.licensePlateEmpty;
      return values.plateOrigin === 'buitenland' ? t.errors.foreignPlateInvalid(value) : t.errors.licensePlateInvalid(value);
    case 'plateCountry':
      return problem === 'empty' ? t.errors.plateCountry : tooLong(limits.country);
    case 'damageType':
      return t.errors.damageType;
    case 'driveable':
      return t.errors.driveable;
    case 'damageDate':
      return t.errors.damageDate;
    case 'insurer':
      return tooLong(limits.insurer);
    case 'claimNumber':
      return problem === 'tooLong' ? tooLong(limits.claimNumber) : t.errors.claimNumber;
    case 'carLocation':
      return tooLong(limits.carLocation);
    case 'otherParty':
    case 'damageForm':
      // Only a forged post picks a value the form does not offer.
      return t.errors.tooLong('0');
    default:
      return fieldMessage(name, problem, value, shared, { phoneRequired: true });
  }
};

export const reportFieldError = (name: ReportField, values: Partial<ReportValues>, shared: SharedFormStrings, t: DamageReportStrings): string | undefined => {
  const problem = reportProblem(name, values);
  return problem && reportMessage(name, problem, values, shared, t);
};

/** The sentences for a set of problems: those the browser finds, or those in the receiver's 422. */
export const reportMessages = (found: Problems<ReportField>, values: ReportValues, shared: SharedFormStrings, t: DamageReportStrings): ReportErrors =>
  Object.fromEntries(
    reportFieldNames.flatMap((n) => (found[n] ? [[n, reportMessage(n, found[n], values, shared, t)]] : [])),
  ) as ReportErrors;

export const validateReport = (values: ReportValues, shared: SharedFormStrings, t: DamageReportStrings): ReportErrors =>
  reportMessages(checkReport(values), values, shared, t);

/** The multipart body: every text field, the empty honeypot, the numbers of photos uploaded before, then one `photos` part per photo still to send. */
export const reportBody = (values: ReportValues, photos: readonly { blob: Blob }[], honeypot: string, uploaded: readonly number[] = []): FormData => {
  const body = new FormData();
  for (const name of reportFieldNames) body.append(name, values[name]);
  body.append('_gotcha', honeypot);
  if (uploaded.length) body.append('uploaded', uploaded.join(','));
  photos.forEach(({ blob }, i) => body.append(photoPartName, blob, photoFileName(i + 1, blob.type)));
  return body;
};

/** The report's id for this draft: made once, kept in the tab's session with the draft until the report is delivered. */
export const reportId = (): string => {
  try {
    const kept = sessionStorage.getItem(reportIdKey);
    if (kept) return kept;
  } catch {
    // No storage: an id for this page view only.
  }
  const id = crypto.randomUUID();
  try {
    sessionStorage.setItem(reportIdKey, id);
  } catch {
    // See above.
  }
  return id;
};

/** A new id for this draft: the receiver already has a different report under the old one (422 idempotency-key-reused). */
export const newReportId = (): void => {
  try {
    sessionStorage.removeItem(reportIdKey);
  } catch {
    // No storage: every reportId() is new anyway.
  }
};

/** The report as a WhatsApp text to the garage (wa.me link); the photos are added in WhatsApp itself. */
export const whatsappReportHref = (waUrl: string, v: ReportValues, t: DamageReportStrings): string => {
  const m = t.message;
  const c = cleanReport(v);
  const lines = [
    m.heading,
    `${m.licensePlate}: ${v.licensePlate}${v.plateOrigin === 'buitenland' && v.plateCountry ? ` (${v.plateCountry})` : ''}`,
    `${m.damageType}: ${t.damageTypes[v.damageType as DamageTypeId] ?? v.damageType}`,
    v.damageDate ? `${m.damageDate}: ${v.damageDate.split('-').reverse().join('-')}` : null,
    `${m.driveable}: ${v.driveable === 'ja' ? t.yes : v.driveable === 'nee' ? t.no : t.unknown}`,
    v.insurer ? `${m.insurer}: ${v.insurer}` : null,
    // The guided intake (issue 34): what decides who pays, as the garage's mail has it (cleanReport: only what applies).
    c.otherParty ? `${m.otherParty}: ${t.intake.otherParties[c.otherParty as keyof typeof t.intake.otherParties] ?? c.otherParty}` : null,
    c.damageForm ? `${m.damageForm}: ${c.damageForm === 'ja' ? t.yes : t.no}` : null,
    c.claimNumber ? `${m.claimNumber}: ${c.claimNumber}` : null,
    c.carLocation ? `${m.carLocation}: ${c.carLocation}` : null,
    `${m.name}: ${v.firstName} ${v.lastName}`,
    `${m.phone}: ${v.phone}`,
    `${m.email}: ${v.email}`,
    v.message ? `${m.description}: ${v.message}` : null,
    '',
    m.photos,
  ].filter((line) => line !== null);
  return `${waUrl}?text=${encodeURIComponent(lines.join('\n'))}`;
};


// ---- the photos' draft: IndexedDB ----

/** A photo of the draft: its upload slot (PUT …/photos/<n>, never reused within a draft) and whether the receiver has it. */
export interface StoredPhoto extends PreparedPhoto {
  n: number;
  uploaded: boolean;
}

let store: UseStore | null = null;
const photoStore = () => (store ??= createStore('devos-schademelding', 'fotos'));
const photosKey = 'fotos';

const flag = (on: boolean) => {
  try {
    if (on) sessionStorage.setItem(photosFlag, '1');
    else sessionStorage.removeItem(photosFlag);
  } catch {
    // No storage: photos are restored on the first interaction instead.
  }
};

/** Saves the prepared photos; a browser without IndexedDB (or a full disk) simply keeps them in memory only. */
export const savePhotos = async (photos: readonly StoredPhoto[]): Promise<void> => {
  flag(photos.length > 0);
  try {
    if (photos.length) await set(photosKey, photos.map(({ blob, width, height, thumb, n, uploaded }) => ({ blob, width, height, thumb, n, uploaded })), photoStore());
    else await del(photosKey, photoStore());
  } catch {
    // No IndexedDB: the photos stay until the page is left.
  }
};

/**
 * The photos saved in this tab's session. IndexedDB outlives the tab, sessionStorage does not: photos left from a
 * closed tab (no session flag) are wiped instead of restored, like the text draft.
 */
export const readPhotos = async (): Promise<StoredPhoto[]> => {
  try {
    if (!sessionStorage.getItem(photosFlag)) {
      await del(photosKey, photoStore());
      return [];
    }
    const saved: unknown = await get(photosKey, photoStore());
    if (!Array.isArray(saved)) return [];
    return saved.filter(
      (p): p is StoredPhoto =>
        typeof p === 'object' && p !== null && p.blob instanceof Blob && typeof p.thumb === 'string' && p.thumb.startsWith('data:image/') &&
        Number.isInteger(p.n) && typeof p.uploaded === 'boolean',
    );
  } catch {
    return [];
  }
};

/** After delivery: the text draft and the photos are gone. */
export const clearReportDraft = async (): Promise<void> => {
  clearDraft(reportDraft);
  clearDraft({ key: reportIdKey, names: [] });
  await savePhotos([]);
};
