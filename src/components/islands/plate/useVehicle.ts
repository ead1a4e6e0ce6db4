/**
 * The car behind a Dutch plate, asked of our own receiver (GET /api/kenteken/AB12CD, which asks the RDW: the browser
 * never talks to the RDW). Only a valid Dutch plate is asked, each plate once; after 2 s, or on any answer but 200,
 * there is simply no car to show. It never blocks the form: the request goes with or without it.
 */
import { useRef, useState } from 'react';
import type { Vehicle } from '../../../lib/appointment-fields';
import { normalisePlate } from '../../../lib/kenteken';

const lookupBase = '/api/kenteken/';

const isVehicle = (v: unknown): v is Vehicle => {
  const o = v as Record<string, unknown> | null;
  return (
    typeof o === 'object' && o !== null && typeof o['plate'] === 'string' && typeof o['make'] === 'string' && typeof o['model'] === 'string' &&
    typeof o['colour'] === 'string' && (o['year'] === null || typeof o['year'] === 'number') &&
    (o['apkExpires'] === null || (typeof o['apkExpires'] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(o['apkExpires'])))
  );
};

/** `enabled`: only a build with our own receiver has the lookup. */
export function useVehicle(enabled: boolean) {
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  const asked = useRef('');

  /** Looks up the plate in the form, if it is a valid Dutch one and not the one shown already. */
  const lookUp = (form: HTMLFormElement | null) => {
    if (!form) return;
    const origin = (form.elements.namedItem('plateOrigin') as RadioNodeList | null)?.value;
    const raw = (form.elements.namedItem('licensePlate') as HTMLInputElement | null)?.value ?? '';
    const plate = origin === 'buitenland' ? '' : (normalisePlate(raw)?.replace(/-/g, '') ?? '');
    if (plate === asked.current) return;
    asked.current = plate;
    setVehicle(null);
    if (!plate || !enabled) return;
    fetch(lookupBase + plate, { headers: { Accept: 'application/json' }, credentials: 'omit', signal: AbortSignal.timeout(2000) })
      .then((r) => (r.ok ? r.json() : null))
      .then((v: unknown) => {
        if (asked.current === plate && isVehicle(v)) setVehicle(v);
      })
      .catch(() => {
        // No car data: the form goes on without it.
      });
  };
  return { vehicle, lookUp };
}
