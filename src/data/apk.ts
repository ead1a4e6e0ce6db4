/**
 * The APK test (the Dutch MOT) as the garage offers it: what it costs here, in both languages. One place for the
 * price, which the APK reminder mail states (worker/apk-reminder/words.ts); marked until the garage confirms it.
 */
import { toConfirm } from './to-confirm';

/** In euros incl. btw. */
const amount = toConfirm(39, 'the APK price incl. btw, with afmelden at the RDW included (the APK reminder mail states it)');

export const apkPrice = {
  amount,
  nl: `vanaf €${amount} incl. btw, afmelden bij de RDW inbegrepen`,
  en: `from €${amount} incl. VAT, registering the result with the RDW included`,
} as const;
