/**
 * When it suits the visitor. With JavaScript (`days` known): the next open days (src/lib/appointment.ts) as one row
 * of compact chips (`dayPick`, YYYY-MM-DD) and the part of the day once for all (`dayPart`, "geen voorkeur" ticked);
 * the island turns them into the contract's `days` (YYYY-MM-DD:ochtend|middag) when it sends (withDays). Without
 * (the server's HTML, and when the visitor already answered these before the island was live): the weekdays that
 * suit as chips, a part of the day and an earliest date, since a static page cannot know today.
 */
import type { AppointmentStrings, SharedFormStrings } from '../../../data/forms/types';
import { dayParts, noPreference, weekdayIds } from '../../../lib/appointment-fields';
import { chipLabel } from '../../../lib/appointment';
import ChoiceTile from '../ChoiceTile';
import ContactField, { FieldError, questionClass, RequiredMark } from '../ContactField';

export const prefix = 'afspraak';

interface Props {
  t: AppointmentStrings;
  shared: SharedFormStrings;
  lang: string;
  /** The days offered, or null: the fields without JavaScript. */
  days: readonly string[] | null;
  errors: Partial<Record<'days' | 'weekdays' | 'dayPart' | 'earliest', string>>;
  sending: boolean;
}


/** The part of the day, once for every chosen day: three chips in one row, "geen voorkeur" ticked. */
const DayPart = ({ t, sending, error }: { t: AppointmentStrings; sending: boolean; error: string | undefined }) => (
  <fieldset className="mt-2 min-w-0">
    <legend className={questionClass}>{t.dayPartLegend}</legend>
    <div className="appt-parts mt-1 gap-2">
      {([...dayParts, noPreference] as const).map((id) => (
        <ChoiceTile key={id} variant="compact" className="appt-chip" type="radio" name="dayPart" value={id} defaultChecked={id === noPreference} disabled={sending} aria-invalid={error ? true : undefined}>
          <span className="text-sm font-semibold">{t.dayParts[id]}</span>
        </ChoiceTile>
      ))}
    </div>
  </fieldset>
);

export default function DayFields({ t, shared, lang, days, errors, sending }: Props) {
  const offered = !!days;
  const error = offered ? errors.days : (errors.weekdays ?? errors.days);
  const errorId = `${prefix}-days-fout`;
  const hintId = `${prefix}-days-hint`;
  return (
    <div className="grid min-w-0 gap-3" data-days={offered ? 'offered' : 'weekdays'}>
      <fieldset className="min-w-0" aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}>
        <legend className={questionClass}>
          {t.sections.days}
          <RequiredMark required optionalText={shared.optional} />
        </legend>
        <p id={hintId} className="mt-1 text-sm text-muted">
          {offered ? t.hints.days : t.hints.weekdays}
        </p>
        <div className="appt-chips mt-2 grid gap-1.5">
          {offered
            ? days.map((day) => {
                const [weekday, date] = chipLabel(day, lang);
                return (
                  <ChoiceTile key={day} variant="compact" className="appt-chip" type="checkbox" name="dayPick" value={day} disabled={sending} aria-invalid={error ? true : undefined}>
                    <span className="text-xs">{weekday}</span>
                    <span className="choice-under font-semibold whitespace-nowrap">{date}</span>
                  </ChoiceTile>
                );
              })
            : weekdayIds.map((id) => (
                <ChoiceTile key={id} variant="compact" className="appt-chip" type="checkbox" name="weekdays" value={id} disabled={sending} aria-invalid={error ? true : undefined}>
                  <span className="text-sm font-semibold">{t.weekdays[id]}</span>
                </ChoiceTile>
              ))}
        </div>
        {error && <FieldError id={errorId} error={error} />}
      </fieldset>
      <DayPart t={t} sending={sending} error={errors.dayPart} />
      {!offered && (
        <ContactField idPrefix={prefix} optionalText={shared.optional} readOnly={sending} name="earliest" label={t.labels.earliest} type="date" hint={t.hints.earliest} error={errors.earliest} className="max-w-xs" />
      )}
    </div>
  );
}
