/**
 * The Dutch words of the kenteken field (where the car is registered, the plate, its country), shared by the damage
 * report and the appointment request (see ../types.ts, PlateStrings).
 */
import type { CarLineStrings, PlateStrings } from '../types';

export const plate: PlateStrings = {
  labels: {
    plateOrigin: 'Soort kenteken',
    plateCountry: 'Land van het kenteken',
    licensePlate: 'Kenteken van uw auto',
  },
  hints: {
    foreignPlate: 'Zoals op de kentekenplaat, met streepjes en spaties.',
    plateCountry: 'Bijvoorbeeld Duitsland, België of Polen.',
    licensePlate: 'Zoals op de kentekenplaat, bijvoorbeeld AB-12-CD. Streepjes en spaties mag u weglaten.',
  },
  plateOrigins: { nl: 'Nederlands kenteken', buitenland: 'Buitenlands kenteken' },
  errors: {
    licensePlateEmpty: 'Vul het kenteken van uw auto in.',
    licensePlateInvalid: (value) =>
      `“${value}” is geen Nederlands kenteken. Controleer de letters en cijfers, bijvoorbeeld AB-12-CD of 12-ABC-3. Is het een buitenlands kenteken? Kies dan hierboven ‘Buitenlands kenteken’.`,
    plateOrigin: 'Kies of het een Nederlands of een buitenlands kenteken is.',
    plateCountry: 'Vul in uit welk land het kenteken komt.',
    foreignPlateInvalid: (value) => `“${value}” kunnen wij niet als kenteken lezen. Typ de letters en cijfers zoals op de plaat.`,
  },
};

/** The car the plate lookup found, under the plate (plate/CarLine.tsx). */
export const carLine: CarLineStrings = {
  heading: 'Uw auto volgens het kenteken',
  credit: 'Voertuiggegevens: RDW Open Data',
  wrong: 'Klopt dit niet? Controleer het kenteken.',
  apkSoon: (date) => `Let op: de APK verloopt op ${date}.`,
  apkExpired: (date) => `Let op: de APK is verlopen op ${date}.`,
  addApk: 'APK-keuring toevoegen',
  apkAdded: 'APK-keuring staat bij uw aanvraag.',
};
