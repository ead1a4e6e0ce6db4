/**
 * A car from the RDW (the `Vehicle` of src/lib/appointment-fields.ts) as a visitor or the garage reads it:
 * "Volkswagen Golf · grijs · 2018 · APK geldig tot 30 september 2026", or in English
 * "Volkswagen Golf · grey · 2018 · APK valid until 30 September 2026" (the site's one name for the test, review C15). The RDW writes in capitals
 * (VOLKSWAGEN, GOLF, GRIJS); here makes and models get their usual spelling, short codes stay as they are (X5,
 * ID.3, GTI). Pure functions, no Intl (the same words in every engine and in the Worker).
 */
import type { Vehicle } from './appointment-fields';

export type VehicleLang = 'nl' | 'en';

/** Makes whose spelling is not simply title case. */
const makeSpelling: Record<string, string> = {
  BMW: 'BMW', MG: 'MG', DS: 'DS', BYD: 'BYD', DAF: 'DAF', MAN: 'MAN', KTM: 'KTM', GMC: 'GMC', CUPRA: 'Cupra',
  CITROEN: 'Citroën', 'MERCEDES-BENZ': 'Mercedes-Benz', 'MERCEDES-AMG': 'Mercedes-AMG', 'ROLLS ROYCE': 'Rolls-Royce',
  'ROLLS-ROYCE': 'Rolls-Royce', 'LYNK & CO': 'Lynk & Co', 'ALFA ROMEO': 'Alfa Romeo', 'LAND ROVER': 'Land Rover',
  'ASTON MARTIN': 'Aston Martin', SKODA: 'Škoda', 'SSANGYONG': 'SsangYong', 'KGM': 'KGM', 'VW': 'Volkswagen',
};
/** Model words that are codes, not words: kept in capitals. */
const codes = new Set(['GTI', 'GTD', 'GTE', 'GTS', 'TDI', 'TSI', 'TFSI', 'AMG', 'SUV', 'CLA', 'GLA', 'GLB', 'GLC', 'GLE', 'GLS', 'SLK', 'CLS', 'CLK', 'EQA', 'EQB', 'EQC', 'EQE', 'EQS', 'PHEV', 'HEV', 'EV', 'XC', 'CX', 'RS', 'GT', 'ST', 'SE', 'RX', 'NX', 'UX', 'IS', 'ES', 'LS', 'RC', 'LC', 'CR-V', 'HR-V', 'ZR-V', 'TT', 'Q']);

/** One part of an RDW word in its usual spelling: codes with digits (X5, ID.3, 320D), known codes and parts of one or two letters as they are; words in title case. */
const spellPart = (part: string): string => {
  if (/\d/.test(part) || codes.has(part) || part.length <= 2 || part !== part.toUpperCase()) return part;
  return part.charAt(0) + part.slice(1).toLowerCase();
};
/** A word: as a whole when it is a known code (CR-V), else part by part around hyphens (C-KLASSE → C-Klasse, T-ROC → T-Roc). */
const spellWord = (word: string): string => {
  if (word === 'UP!') return 'up!';
  return codes.has(word) ? word : word.split('-').map(spellPart).join('-');
};

const spell = (text: string): string => text.trim().split(/\s+/).filter(Boolean).map(spellWord).join(' ');

export const vehicleMake = (vehicle: Pick<Vehicle, 'make'>): string => {
  const raw = vehicle.make.trim().toUpperCase().replace(/\s+/g, ' ');
  return makeSpelling[raw] ?? spell(vehicle.make);
};

/** The model without the make the RDW sometimes repeats ("NISSAN NOTE" → "Note"). */
export const vehicleModel = (vehicle: Pick<Vehicle, 'make' | 'model'>): string => {
  const make = vehicle.make.trim().toUpperCase();
  let model = vehicle.model.trim().replace(/\s+/g, ' ');
  if (make && model.toUpperCase().startsWith(`${make} `)) model = model.slice(make.length + 1);
  return spell(model);
};

/** "Volkswagen Golf": make and model, for a subject line or a heading. */
export const vehicleName = (vehicle: Pick<Vehicle, 'make' | 'model'>): string =>
  [vehicleMake(vehicle), vehicleModel(vehicle)].filter(Boolean).join(' ');

/** The RDW's colour words (eerste_kleur) in both languages; DIVERSEN = several colours. */
const colours: Record<string, [nl: string, en: string]> = {
  BEIGE: ['beige', 'beige'], BLAUW: ['blauw', 'blue'], BRUIN: ['bruin', 'brown'], CREME: ['crème', 'cream'],
  DIVERSEN: ['meerkleurig', 'multicoloured'], GEEL: ['geel', 'yellow'], GRIJS: ['grijs', 'grey'], GROEN: ['groen', 'green'],
  ORANJE: ['oranje', 'orange'], PAARS: ['paars', 'purple'], ROOD: ['rood', 'red'], ROSE: ['roze', 'pink'],
  WIT: ['wit', 'white'], ZWART: ['zwart', 'black'],
};

/** "grijs" / "grey"; '' for no colour; an unknown RDW word in lower case (Dutch, on an English page too). */
export const vehicleColour = (vehicle: Pick<Vehicle, 'colour'>, lang: VehicleLang): string => {
  const raw = vehicle.colour.trim();
  const known = colours[raw.toUpperCase()];
  if (known) return lang === 'nl' ? known[0] : known[1];
  return raw.toLowerCase();
};

const months: Record<VehicleLang, readonly string[]> = {
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** "2026-09-30" → "30 september 2026" / "30 September 2026"; the input back when it is no date. */
export const longDate = (iso: string, lang: VehicleLang): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = m ? months[lang][Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : iso;
};

/** The APK as one phrase: valid until a date, or expired on it; '' when the RDW knows no APK date. */
export const apkPhrase = (vehicle: Pick<Vehicle, 'apkExpires'>, lang: VehicleLang, todayIso?: string): string => {
  if (!vehicle.apkExpires) return '';
  const date = longDate(vehicle.apkExpires, lang);
  const expired = todayIso !== undefined && vehicle.apkExpires < todayIso;
  if (lang === 'nl') return expired ? `APK verlopen op ${date}` : `APK geldig tot ${date}`;
  // "APK", as the rest of the English edition names the test (English review C15): never "MOT (APK)".
  return expired ? `APK expired on ${date}` : `APK valid until ${date}`;
};

/** Whole days from `todayIso` to the APK date (negative: expired), or null without an APK date. */
export const apkDaysLeft = (vehicle: Pick<Vehicle, 'apkExpires'>, todayIso: string): number | null => {
  if (!vehicle.apkExpires) return null;
  const toDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 864e5;
  const left = toDay(vehicle.apkExpires) - toDay(todayIso);
  return Number.isFinite(left) ? left : null;
};

/**
 * Make and model, colour, year and APK in one line, joined by " · ". Pass today to say "verlopen" for an expired APK
 * (without it an APK date is never called expired: every caller that shows or mails it passes the day).
 * `withApk` false leaves the APK out (the page then says it on a line of its own).
 */
export const describeVehicle = (vehicle: Vehicle, lang: VehicleLang, todayIso?: string, withApk = true): string =>
  [vehicleName(vehicle), vehicleColour(vehicle, lang), vehicle.year ? String(vehicle.year) : '', withApk ? apkPhrase(vehicle, lang, todayIso) : '']
    .filter(Boolean)
    .join(' · ');

/** Eight weeks: how early the island offers to add the APK. */
export const apkSoonDays = 56;

/**
 * The APK has expired or expires within eight weeks of `todayIso` (YYYY-MM-DD, or a Date read in its local time):
 * the island then offers to add the APK to the request. False when the RDW knows no APK date.
 */
export const apkDueSoon = (vehicle: Pick<Vehicle, 'apkExpires'>, today: string | Date): boolean => {
  if (!vehicle.apkExpires) return false;
  const todayIso =
    typeof today === 'string'
      ? today
      : `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const toDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 864e5;
  const left = toDay(vehicle.apkExpires) - toDay(todayIso);
  return Number.isFinite(left) && left <= apkSoonDays;
};
