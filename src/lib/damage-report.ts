/**
 * The damage report's rules, apart from React: its fields (the multipart contract in the README), validation, the
 * draft (text in sessionStorage like the contact form; prepared photos in IndexedDB through idb-keyval), the
 * multipart body, the WhatsApp hand-over without a backend, and the response promise.
 * Words come from the language's strings module; nothing here writes to the console.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { DamageReportStrings, DamageTypeId, SharedFormStrings } from '../data/forms/types';
import { clearDraft, collectErrors, fieldError, type Errors } from './contact-form';
import { normalisePlate } from './kenteken';
import { amsterdamNow, hoursOn, type OpeningData } from './opening';
import type { PreparedPhoto } from './photos';

import { photosFlag, reportDraft, reportFieldNames, type ReportField, type ReportValues } from './contact-draft';

export { photosFlag, reportDraft, reportFieldNames, type ReportField, type ReportValues };
export type ReportErrors = Errors<ReportField>;

export const damageTypeIds: readonly DamageTypeId[] = ['aanrijding', 'parkeerschade', 'ruitschade', 'hagel-storm', 'vandalisme-inbraak', 'anders'];
export const driveableValues = ['ja', 'nee'] as const;
/** The name of every file part: `photos`, one per photo. */
export const photoPartName = 'photos';
export const photoFileName = (n: number) => `schade-${n}.jpg`;


/** Today as YYYY-MM-DD in the visitor's own time zone: the latest damage date. */
export const today = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export const reportFieldError = (name: ReportField, value: string, shared: SharedFormStrings, t: DamageReportStrings): string | undefined => {
  switch (name) {
    case 'licensePlate':
      if (!value) return t.errors.licensePlateEmpty;
      return normalisePlate(value) ? undefined : t.errors.licensePlateInvalid(value);
    case 'damageType':
      return (damageTypeIds as readonly string[]).includes(value) ? undefined : t.errors.damageType;
    case 'driveable':
      return (driveableValues as readonly string[]).includes(value) ? undefined : t.errors.driveable;
    case 'damageDate':
      return !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value <= today()) ? undefined : t.errors.damageDate;
    case 'insurer':
      return undefined;
    default:
      return fieldError(name, value, shared, { phoneRequired: true, messageRequired: false });
  }
};

export const validateReport = (values: ReportValues, shared: SharedFormStrings, t: DamageReportStrings): ReportErrors =>
  collectErrors(reportFieldNames, (n) => reportFieldError(n, values[n], shared, t));

/** The trimmed values with the kenteken as the garage writes it: AB-12-CD. */
export const cleanReport = (values: ReportValues): ReportValues => {
  const trimmed = Object.fromEntries(reportFieldNames.map((n) => [n, values[n].trim()])) as ReportValues;
  return { ...trimmed, licensePlate: normalisePlate(trimmed.licensePlate) ?? trimmed.licensePlate };
};

/** The multipart body: every text field, the empty honeypot, then one `photos` part per photo. */
export const reportBody = (values: ReportValues, photos: readonly Blob[], honeypot: string): FormData => {
  const body = new FormData();
  for (const name of reportFieldNames) body.append(name, values[name]);
  body.append('_gotcha', honeypot);
  photos.forEach((blob, i) => body.append(photoPartName, blob, photoFileName(i + 1)));
  return body;
};

/** The report as a WhatsApp text to the garage (wa.me link); the photos are added in WhatsApp itself. */
export const whatsappReportHref = (waUrl: string, v: ReportValues, t: DamageReportStrings): string => {
  const m = t.message;
  const lines = [
    m.heading,
    `${m.licensePlate}: ${v.licensePlate}`,
    `${m.damageType}: ${t.damageTypes[v.damageType as DamageTypeId] ?? v.damageType}`,
    v.damageDate ? `${m.damageDate}: ${v.damageDate.split('-').reverse().join('-')}` : null,
    `${m.driveable}: ${v.driveable === 'ja' ? t.yes : t.no}`,
    v.insurer ? `${m.insurer}: ${v.insurer}` : null,
    `${m.name}: ${v.firstName} ${v.lastName}`,
    `${m.phone}: ${v.phone}`,
    `${m.email}: ${v.email}`,
    v.message ? `${m.description}: ${v.message}` : null,
    '',
    m.photos,
  ].filter((line) => line !== null);
  return `${waUrl}?text=${encodeURIComponent(lines.join('\n'))}`;
};

/**
 * True while the garage is open now (Amsterdam time, public holidays and closing weeks included: opening.ts) with at
 * least an hour to go: then a report is answered the same day ("vandaag nog"); otherwise within business.replyTime.
 */
export const answersToday = (data: OpeningData, now = new Date()): boolean => {
  const [day, minute] = amsterdamNow(now);
  const [opens = 0, closes = 0] = hoursOn(day, data);
  return closes > 0 && minute >= opens && minute <= closes - 60;
};

// ---- the photos' draft: IndexedDB ----

export interface StoredPhoto extends PreparedPhoto {
  /** Stable within the page, for React keys. */
  id: number;
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
export const savePhotos = async (photos: readonly PreparedPhoto[]): Promise<void> => {
  flag(photos.length > 0);
  try {
    if (photos.length) await set(photosKey, photos.map(({ blob, width, height, thumb }) => ({ blob, width, height, thumb })), photoStore());
    else await del(photosKey, photoStore());
  } catch {
    // No IndexedDB: the photos stay until the page is left.
  }
};

/**
 * The photos saved in this tab's session. IndexedDB outlives the tab, sessionStorage does not: photos left from a
 * closed tab (no session flag) are wiped instead of restored, like the text draft.
 */
export const readPhotos = async (): Promise<PreparedPhoto[]> => {
  try {
    if (!sessionStorage.getItem(photosFlag)) {
      await del(photosKey, photoStore());
      return [];
    }
    const saved: unknown = await get(photosKey, photoStore());
    if (!Array.isArray(saved)) return [];
    return saved.filter(
      (p): p is PreparedPhoto =>
        typeof p === 'object' && p !== null && p.blob instanceof Blob && typeof p.thumb === 'string' && p.thumb.startsWith('data:image/'),
    );
  } catch {
    return [];
  }
};

/** After delivery: the text draft and the photos are gone. */
export const clearReportDraft = async (): Promise<void> => {
  clearDraft(reportDraft);
  await savePhotos([]);
};
