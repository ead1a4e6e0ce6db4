/**
 * A car from the plate lookup (Vehicle, src/lib/appointment-fields.ts) in words, for a page or a mail:
 * "Volkswagen Golf · grijs · 2018 · APK geldig tot 30 september 2026", and whether its APK is due (expired, or
 * expiring within eight weeks). Interim version on the appt-ui branch: appt-api's src/lib/vehicle.ts replaces it.
 */
import type { Vehicle } from './appointment-fields';

/** "VOLKSWAGEN" → "Volkswagen", "MERCEDES-BENZ" → "Mercedes-Benz"; a short all-capitals word (BMW, VW) stays. */
const name = (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()).replace(/\b(Bmw|Vw|Mg|Ds)\b/g, (w) => w.toUpperCase());

const colours: Record<string, string> = {
  GRIJS: 'grey', ZWART: 'black', WIT: 'white', BLAUW: 'blue', ROOD: 'red', GROEN: 'green', GEEL: 'yellow', BRUIN: 'brown',
  BEIGE: 'beige', ORANJE: 'orange', PAARS: 'purple', ROSE: 'pink', CREME: 'cream', DIVERSEN: 'several colours',
};

const longDate = (iso: string, lang: 'nl' | 'en') =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export const apkDate = longDate;

/** "Volkswagen Golf · grijs · 2018 · APK geldig tot 30 september 2026" (English: "… · grey · 2018 · APK valid until 30 September 2026"). */
export const vehicleLine = (v: Vehicle, lang: 'nl' | 'en'): string =>
  [
    `${name(v.make)} ${name(v.model)}`.trim(),
    lang === 'en' ? (colours[v.colour.toUpperCase()] ?? v.colour.toLowerCase()) : v.colour.toLowerCase(),
    v.year ? String(v.year) : '',
    v.apkExpires ? `${lang === 'en' ? 'APK valid until' : 'APK geldig tot'} ${longDate(v.apkExpires, lang)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** 'expired', 'soon' (within eight weeks of `today`, YYYY-MM-DD) or null. */
export const apkDue = (v: Vehicle, today: string): 'expired' | 'soon' | null => {
  if (!v.apkExpires) return null;
  if (v.apkExpires < today) return 'expired';
  const soon = new Date(Date.parse(`${today}T00:00:00Z`) + 56 * 864e5).toISOString().slice(0, 10);
  return v.apkExpires <= soon ? 'soon' : null;
};
