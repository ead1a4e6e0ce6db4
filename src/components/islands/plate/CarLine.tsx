/**
 * The car as the plate lookup found it, under the kenteken: "Volkswagen Golf · grijs · 2018 · APK geldig tot …",
 * the RDW credited, a way to say it is not the car (back to the plate, to correct it). When the APK runs out within
 * eight weeks, one amber line says so ("APK verloopt over 5 weken (1 januari 2027)"); when it has run out, one red
 * line ("APK verlopen op …"); in the appointment request with an offer to add the APK. A live region: the line is
 * read when it appears.
 */
import { Car } from 'lucide-react';
import type { CarLineStrings } from '../../../data/forms/types';
import type { Vehicle } from '../../../lib/appointment-fields';
import { today } from '../../../lib/form-rules';
import { apkDaysLeft, apkDueSoon, describeVehicle, longDate } from '../../../lib/vehicle';

interface Props {
  vehicle: Vehicle | null;
  t: CarLineStrings;
  lang: 'nl' | 'en';
  /** The plate field's id: "Klopt dit niet?" leads back to it. */
  plateId: string;
  /** The appointment request: tick APK. Absent in the damage report. */
  onAddApk?: () => void;
  apkChosen?: boolean;
}

/** "Klopt dit niet?": back to the plate, its text selected to type over. */
const toPlate = (id: string) => {
  const plate = document.getElementById(id);
  if (plate instanceof HTMLInputElement) {
    plate.focus();
    plate.select();
  }
};

export default function CarLine({ vehicle, t, lang, plateId, onAddApk, apkChosen }: Props) {
  const now = today();
  const left = vehicle ? apkDaysLeft(vehicle, now) : null;
  const due = vehicle && left !== null && apkDueSoon(vehicle, now) ? (left < 0 ? 'expired' : 'soon') : null;
  const date = vehicle?.apkExpires ? longDate(vehicle.apkExpires, lang) : '';
  return (
    <div role="status">
      {vehicle && (
        <div className="mt-3 rounded-xl bg-surface p-3 ring-1 ring-line" data-car>
          <p className="text-sm font-semibold text-muted">{t.heading}</p>
          <p className="mt-1 flex gap-2 font-bold text-ink">
            <Car aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {describeVehicle(vehicle, lang, now, !due)}
          </p>
          {due === 'expired' && (
            <p className="mt-2 font-semibold text-red-700" data-apk="expired">
              {t.apkExpired(date)}
            </p>
          )}
          {due === 'soon' && (
            <p className="car-apk-soon mt-2 rounded-lg px-3 py-1.5 font-semibold text-ink" data-apk="soon">
              {t.apkWeeks(Math.max(1, Math.round((left ?? 0) / 7)), date)}
            </p>
          )}
          {due && onAddApk && (apkChosen ? (
            <p className="mt-2 text-ink">{t.apkAdded}</p>
          ) : (
            <button type="button" onClick={onAddApk} className="mt-2 inline-flex min-h-11 items-center rounded-button border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
              {t.addApk}
            </button>
          ))}
          <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
            <button type="button" onClick={() => toPlate(plateId)} className="report-car-wrong font-semibold text-brand-700 underline">
              {t.wrong}
            </button>
            <span className="text-muted">{t.credit}</span>
          </p>
        </div>
      )}
    </div>
  );
}
