/**
 * The APK reminder's question on the appointment request (issue 39): one unticked box under the e-mail address,
 * "Stuur mij een herinnering als de APK van deze auto bijna verloopt", posted as `apkReminder=ja` (the contract:
 * src/lib/appointment-fields.ts). Shown for a Dutch plate only (CSS, with or without JavaScript); the receiver ignores
 * it beside a foreign plate and asks for the e-mail address when it is ticked. Self-contained: rendered by one line
 * in AppointmentForm.tsx, its words in src/data/apk-reminder-consent.ts (the same words the receiver stores).
 */
import { apkConsent } from '../../../data/apk-reminder-consent';
import { apkReminderField, apkReminderYes } from '../../../lib/apk-reminder';
import ChoiceTile from '../ChoiceTile';
import './ApkReminderBox.css';

interface Props {
  lang: 'nl' | 'en';
  disabled: boolean;
  /** The ids' prefix, as the form's other fields (`afspraak`). */
  idPrefix?: string;
}

export default function ApkReminderBox({ lang, disabled, idPrefix = 'afspraak' }: Props) {
  const t = apkConsent[lang];
  const id = `${idPrefix}-${apkReminderField}`;
  return (
    <div className="apk-reminder-box -mt-4">
      <ChoiceTile variant="top" id={id} type="checkbox" name={apkReminderField} value={apkReminderYes} disabled={disabled}>
        <span>
          {t.label}
          <span className="apk-reminder-hint block text-sm text-muted">{t.hint}</span>
        </span>
      </ChoiceTile>
    </div>
  );
}
