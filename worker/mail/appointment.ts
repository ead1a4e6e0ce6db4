/**
 * The garage's e-mail for an appointment request, and the car lines a damage report's e-mail shares: Dutch plain
 * text an employee can plan from at a glance. Subject "Afspraakverzoek APK + grote beurt – AB-12-CD – Volkswagen
 * Golf – DV-7K3Q-M2XA". The car comes from the RDW (worker/rdw.ts), looked up again when the request arrived.
 */
import type { Vehicle } from '../../src/lib/appointment-fields';
import type { AppointmentValues } from '../../src/lib/appointment-rules';
import { services } from '../../src/data/services';
import { apkDueSoon, apkPhrase, longDate, vehicleColour, vehicleName } from '../../src/lib/vehicle';
import { defang } from './defang';
import { closingLines, customerLines, line } from './lines';
import type { CarLookup } from '../rdw';

/** What the receiver learnt about the car: from the RDW, or 'not-asked' for a foreign plate (the RDW knows only Dutch ones). */
export type CarState = CarLookup | 'not-asked';

export interface AppointmentRecord {
  kind: 'appointment';
  reference: string;
  receivedAt: string;
  language: 'nl' | 'en';
  values: AppointmentValues;
  /** The car as the RDW knew it when the request arrived; null when it was not found, not reachable or not asked. */
  car: Vehicle | null;
  carLookup: CarState;
  photos: [];
  mail: 'unsent' | 'sent' | 'failed';
  mailedAt?: string;
  mailError?: string;
  mailAttempts?: number;
  mailNote?: string;
  site?: string;
}


/** The work as the garage says it: the three standard jobs, the six services by their titles, "iets anders". */
export const workNames: Record<string, string> = {
  apk: 'APK',
  'kleine-beurt': 'kleine beurt',
  'grote-beurt': 'grote beurt',
  ...Object.fromEntries(services.map((s) => [s.id, s.title.toLowerCase()])),
  anders: 'iets anders',
};
const workName = (id: string, i: number) => {
  const name = workNames[id] ?? id;
  return i === 0 && name !== 'APK' ? name.charAt(0).toUpperCase() + name.slice(1) : name;
};

const weekdayNames = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
const shortDays: Record<string, string> = { ma: 'maandag', di: 'dinsdag', wo: 'woensdag', do: 'donderdag', vr: 'vrijdag' };
const arrangements: Record<string, string> = {
  wachten: 'De klant wacht op de auto',
  brengen: 'De klant brengt de auto en haalt hem later op',
  'vervangend-vervoer': 'De klant wil vervangend vervoer',
};

/** "2026-11-26:ochtend" → "donderdag 26 november 2026, ochtend". */
export const dayText = (value: string): string => {
  const [date = '', part = ''] = value.split(':');
  const weekday = weekdayNames[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? '';
  return `${weekday} ${longDate(date, 'nl')}, ${part}`.trim();
};

/** The car's lines in the garage's mail, for a request or a report: what the RDW knew, or why nothing. */
export const carLines = (car: Vehicle | null, lookup: CarState | undefined, receivedAt: string): string[] => {
  if (car) {
    const today = receivedAt.slice(0, 10);
    const apk = apkPhrase(car, 'nl', today).replace(/^APK /, '');
    const soon = apk && apkDueSoon(car, today) && !apk.startsWith('verlopen') ? ' (verloopt binnen acht weken)' : '';
    return [
      line('Auto (RDW)', vehicleName(car)),
      line('Kleur', vehicleColour(car, 'nl')),
      line('Bouwjaar', car.year ? String(car.year) : ''),
      line('APK', apk ? `${apk}${soon}` : 'geen vervaldatum bekend'),
    ];
  }
  if (lookup === 'unavailable') return [line('Auto (RDW)', 'De RDW was niet bereikbaar; vraag de klant naar merk en model.')];
  if (lookup === 'not-found') return [line('Auto (RDW)', 'Niet gevonden bij de RDW: controleer het kenteken met de klant.')];
  if (lookup === 'not-asked') return [line('Auto (RDW)', 'Buitenlands kenteken: niet opgezocht.')];
  return [];
};

export const appointmentSubject = (r: AppointmentRecord): string => {
  const work = r.values.work.map((w) => workNames[w] ?? w).join(' + ');
  return [`Afspraakverzoek ${work}`, defang(r.values.licensePlate), ...(r.car ? [vehicleName(r.car)] : []), r.reference].join(' – ');
};

const whenLines = (v: AppointmentValues): string[] => {
  if (v.days.length) return ['Voorkeur (dagen die de klant uitkomen):', ...v.days.map((d) => `  ${dayText(d)}`)];
  const part = v.dayPart === 'ochtend' ? '’s ochtends' : v.dayPart === 'middag' ? '’s middags' : 'geen voorkeur voor ochtend of middag';
  return [
    line('Dagen', v.weekdays.map((d) => shortDays[d] ?? d).join(', ')),
    line('Dagdeel', part),
    line('Vanaf', v.earliest ? longDate(v.earliest, 'nl') : 'zo snel mogelijk'),
  ];
};

export const appointmentText = (r: AppointmentRecord, folder: string): string => {
  const v = r.values;
  const plate = defang(v.plateOrigin === 'buitenland' ? `${v.licensePlate} (buitenlands kenteken: ${v.plateCountry})` : v.licensePlate);
  const work = v.work.map(workName).join(', ');
  return [
    `Afspraakverzoek ${r.reference} via de website${r.language === 'en' ? ' (Engelstalige pagina: de klant spreekt mogelijk geen Nederlands)' : ''}`,
    'Een verzoek, nog geen afspraak: stel de klant een dag en tijd voor.',
    '',
    line('Kenteken', plate),
    ...carLines(r.car, r.carLookup, r.receivedAt),
    line('Kilometerstand', v.mileage ? `${Number(v.mileage).toLocaleString('nl-NL')} km` : ''),
    '',
    line('Werk', work),
    ...(v.work.includes('anders') ? [line('Iets anders', defang(v.workOther))] : []),
    ...whenLines(v),
    line('Vervoer', arrangements[v.arrangement] ?? v.arrangement),
    '',
    ...customerLines(v),
    '',
    'Opmerking:',
    v.message || '–',
    '',
    ...closingLines(r, folder, v.email),
  ].join('\n');
};
