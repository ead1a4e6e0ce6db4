/**
 * The APK reminder's question, word for word, in Dutch and English (issue 39): the unticked box on the appointment
 * request and the sign-up page show it, and the receiver stores it with each subscription as what the customer agreed
 * to (src/data/apk-reminder.ts, `consentWording`). No imports, so the appointment island carries only these words.
 */
export const apkConsent: Record<'nl' | 'en', { label: string; hint: string }> = {
  nl: {
    label: 'Stuur mij een herinnering als de APK van deze auto bijna verloopt',
    hint: 'Ongeveer acht weken voor de vervaldatum, per e-mail. U krijgt eerst een e-mail om dit te bevestigen; afmelden kan altijd met één klik.',
  },
  en: {
    label: 'Send me a reminder when this car’s APK (the Dutch MOT) is nearly due',
    hint: 'By email, about eight weeks before the APK test (the Dutch MOT) is due. We first email you a link to confirm; you can unsubscribe with one click at any time.',
  },
};
