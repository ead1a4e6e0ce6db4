/**
 * The Dutch words of the kenteken field (where the car is registered, the plate, its country), shared by the damage
 * report and the appointment request (see ../types.ts, PlateStrings).
 */
import type { CarLineStrings, PlateStrings } from '../types';

export const plate: PlateStrings = {
  labels: {
    plateOrigin: 'Soort kenteken',
    plateCountry: 'Land van het kenteken',
    licensePlate: 'Kenteken',
  },
  abroad: 'Buitenlands kenteken?',
  hints: {
    foreignPlate: 'Zoals op de kentekenplaat, met streepjes en spaties.',
    plateCountry: 'Bijvoorbeeld Duitsland, België of Polen.',
    licensePlate: 'Zoals op de plaat, bijvoorbeeld AB-12-CD.',
  },
  plateOrigins: { nl: 'Nederlands kenteken', buitenland: 'Buitenlands kenteken' },
  errors: {
    licensePlateEmpty: 'Vul het kenteken van uw auto in.',
    licensePlateInvalid: (value) =>
      `“${value}” is geen Nederlands kenteken. Controleer de letters en cijfers, bijvoorbeeld AB-12-CD of 12-ABC-3. Is het een buitenlands kenteken? Kies dan onder het veld ‘Buitenlands kenteken?’.`,
    plateOrigin: 'Kies of het een Nederlands of een buitenlands kenteken is.',
    plateCountry: 'Vul in uit welk land het kenteken komt.',
    foreignPlateInvalid: (value) => `“${value}” kunnen wij niet als kenteken lezen. Typ de letters en cijfers zoals op de plaat.`,
  },
};

/** The car the plate lookup found, under the plate (plate/CarLine.tsx). */
export const carLine: CarLineStrings = {
  heading: 'Uw auto volgens de RDW',
  credit: 'Voertuiggegevens: RDW Open Data',
  wrong: 'Klopt dit niet?',
  apkSoon: (date) => `De APK verloopt op ${date}.`,
  apkWeeks: (weeks, date) => `APK verloopt over ${weeks === 1 ? '1 week' : `${weeks} weken`} (${date}).`,
  apkExpired: (date) => `APK verlopen op ${date}. Rijden zonder geldige APK kan een boete opleveren.`,
  addApk: 'APK-keuring toevoegen',
  apkAdded: 'APK-keuring staat bij uw aanvraag.',
};
