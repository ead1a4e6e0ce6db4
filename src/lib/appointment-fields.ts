/**
 * The appointment request's contract (issue 27): field names and choices shared by the pages (/afspraak,
 * /en/appointment), their island, the receiver (POST /api/afspraak) and the plate lookup (GET /api/kenteken/<plate>).
 * No DOM, no words and no rules here (the rules live beside the other forms' in src/lib/form-rules.ts), so a page
 * script can import it for a few bytes.
 *
 * The form posts `application/x-www-form-urlencoded` (without JavaScript as a plain form post, 303 to the thank-you
 * page; the island sends the same encoding with `Accept: application/json` and an `Idempotency-Key`). Fields that
 * may be chosen more than once (`work`, `days`, `weekdays`) repeat their name.
 */
import { serviceIds } from '../data/service-ids';

/**
 * The text fields, in the order the garage's e-mail lists them. `work`, `days` and `weekdays` may repeat.
 * `apkReminder`: the unticked box "Stuur mij een herinnering als de APK van deze auto bijna verloopt" (issue 39), `ja`
 * when ticked; it needs an e-mail address and counts only with a Dutch plate (src/lib/apk-reminder.ts).
 */
export const appointmentFieldNames = [
  'plateOrigin', 'licensePlate', 'plateCountry', 'work', 'workOther', 'mileage', 'days', 'weekdays', 'dayPart', 'earliest',
  'arrangement', 'message', 'firstName', 'lastName', 'phone', 'email', 'apkReminder',
] as const;
export type AppointmentField = (typeof appointmentFieldNames)[number];
/** The fields that may hold several values (check boxes). */
export const appointmentListFields = ['work', 'days', 'weekdays'] as const satisfies readonly AppointmentField[];

/** What needs doing: APK, the two services, the six services of src/data/services.ts, or something else (`workOther`). */
export const workIds = ['apk', 'kleine-beurt', 'grote-beurt', ...serviceIds, 'anders'] as const;
export type WorkId = (typeof workIds)[number];

/** Part of the day: with JavaScript each offered day has both; without, one choice for all weekdays. */
export const dayParts = ['ochtend', 'middag'] as const;
export type DayPart = (typeof dayParts)[number];
/** Without JavaScript: the weekdays that suit (Monday to Friday) and `dayPart` may also be 'geen-voorkeur'. */
export const weekdayIds = ['ma', 'di', 'wo', 'do', 'vr'] as const;
export const noPreference = 'geen-voorkeur';

/** With JavaScript: one value per chosen day and part, `YYYY-MM-DD:ochtend` or `YYYY-MM-DD:middag`. */
export const dayValuePattern = /^(\d{4}-\d{2}-\d{2}):(ochtend|middag)$/;

/** While the car is in the workshop: the customer waits, brings it and collects it later, or asks for replacement transport. */
export const arrangementIds = ['wachten', 'brengen', 'vervangend-vervoer'] as const;
export type ArrangementId = (typeof arrangementIds)[number];

/** How many open days the island offers (never weekends, public holidays or the garage's closures: src/lib/opening.ts). */
export const offeredDays = 10;

/**
 * A car as GET /api/kenteken/<plate> answers it (200), from the RDW's open data set "Gekentekende voertuigen"
 * (m9d7-ebf2). Words as the RDW writes them (capitals: `VOLKSWAGEN`, `GOLF`, `GRIJS`): src/lib/vehicle.ts formats
 * them for a page or an e-mail. Not found: 404 `{"error":"not-found"}`; the RDW slow, failing or unreadable: 503
 * `{"error":"unavailable"}`, within about 1.5 s. A plate that is no Dutch plate: 404 without asking the RDW.
 */
export interface Vehicle {
  /** The plate as the RDW writes it: AB12CD. */
  plate: string;
  /** `merk` */
  make: string;
  /** `handelsbenaming` */
  model: string;
  /** `eerste_kleur`; `N.v.t.` and `Niet geregistreerd` become ''. */
  colour: string;
  /** The year of `datum_eerste_toelating`, or null. */
  year: number | null;
  /** `vervaldatum_apk` as YYYY-MM-DD, or null (no APK obligation, or not known). */
  apkExpires: string | null;
}
