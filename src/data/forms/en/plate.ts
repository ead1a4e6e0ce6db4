/**
 * The English words of the number-plate field (where the car is registered, the plate, its country), shared by the
 * damage report and the appointment request (see ../types.ts, PlateStrings).
 */
import type { CarLineStrings, PlateStrings } from '../types';

export const plate: PlateStrings = {
  labels: {
    plateOrigin: 'Where is the car registered?',
    plateCountry: 'Country of the number plate',
    licensePlate: 'Registration number',
  },
  abroad: 'Registered abroad?',
  hints: {
    foreignPlate: 'Type it as it is on the plate, for example B-MW 1234 or AB12 CDE.',
    plateCountry: 'For example Germany, Belgium or the United Kingdom.',
    licensePlate: 'As on the plate, for example AB-12-CD.',
  },
  plateOrigins: { nl: 'In the Netherlands (yellow plate)', buitenland: 'Abroad' },
  errors: {
    licensePlateEmpty: 'Please enter your car’s registration number.',
    licensePlateInvalid: (value) =>
      `“${value}” isn’t a Dutch registration number. Check the letters and digits, for example AB-12-CD or 12-ABC-3. Registered abroad? Open ‘Registered abroad?’ below the field.`,
    plateOrigin: 'Please choose where the car is registered.',
    plateCountry: 'Enter the country the number plate is from.',
    foreignPlateInvalid: (value) => `We can’t read “${value}” as a number plate. Type the letters and numbers as they are on the plate.`,
  },
};

/** The car the plate lookup found, under the plate (plate/CarLine.tsx). */
export const carLine: CarLineStrings = {
  heading: 'Your car, according to the RDW',
  credit: 'Vehicle data: RDW Open Data',
  wrong: 'Not your car?',
  apkSoon: (date) => `The APK runs out on ${date}.`,
  apkWeeks: (weeks, date) => `APK runs out in ${weeks === 1 ? '1 week' : `${weeks} weeks`} (${date}).`,
  apkExpired: (date) => `APK expired on ${date}. Driving without a valid APK can get you a fine.`,
  addApk: 'Add the APK test',
  apkAdded: 'The APK test is part of your request.',
};
