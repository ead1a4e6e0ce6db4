/**
 * When it suits the visitor. With JavaScript (`days` known): the next open days (src/lib/appointment.ts), each with
 * "ochtend" and "middag" (`days` = YYYY-MM-DD:ochtend). Without (the server's HTML, and when the visitor already
 * answered these before the island was live): the weekdays that suit, a part of the day and an earliest date,
 * since a static page cannot know today.
 */
import type { AppointmentStrings, SharedFormStrings } from '../../../data/forms/types';
import { dayParts, noPreference, weekdayIds } from '../../../lib/appointment-fields';
import { dayLabel } from '../../../lib/appointment';
import ContactField, { FieldError, RequiredMark } from '../ContactField';
import ChoiceGroup from './ChoiceGroup';

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

export default function DayFields({ t, shared, lang, days, errors, sending }: Props) {
  const common = { prefix, optionalText: shared.optional, disabled: sending, required: false as boolean };
  if (!days) {
    return (
      <fieldset className="grid min-w-0 gap-6" data-days="weekdays">
        <legend className="mb-4 text-xl font-bold text-ink">{t.sections.days}</legend>
        <ChoiceGroup
          {...common}
          type="checkbox"
          name="weekdays"
          legend={t.labels.weekdays}
          hint={t.hints.weekdays}
          options={weekdayIds.map((id) => ({ value: id, label: t.weekdays[id] }))}
          error={errors.weekdays ?? errors.days}
          required
          className="sm:grid-cols-3 lg:grid-cols-5"
        />
        <ChoiceGroup
          {...common}
          type="radio"
          name="dayPart"
          legend={t.labels.dayPart}
          options={([...dayParts, noPreference] as const).map((id) => ({ value: id, label: t.dayParts[id] }))}
          error={errors.dayPart}
          className="sm:grid-cols-3"
        />
        <ContactField idPrefix={prefix} optionalText={shared.optional} readOnly={sending} name="earliest" label={t.labels.earliest} type="date" hint={t.hints.earliest} error={errors.earliest} className="max-w-xs" />
      </fieldset>
    );
  }
  return (
    <fieldset className="min-w-0" aria-describedby={`${prefix}-days-hint${errors.days ? ` ${prefix}-days-fout` : ''}`} data-days="offered">
      <legend className="mb-2 text-xl font-bold text-ink">
        {t.sections.days}
        <RequiredMark required optionalText={shared.optional} />
      </legend>
      <p id={`${prefix}-days-hint`} className="text-sm text-muted">
        {t.hints.days}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {days.map((day) => (
          <li key={day}>
            <fieldset className="rounded-xl border border-line p-3">
              <legend className="px-2 font-semibold text-ink">{dayLabel(day, lang)}</legend>
              <div className="grid grid-cols-2 gap-2">
                {dayParts.map((part) => (
                  <label key={part} className="report-choice flex min-h-11 items-center gap-2 rounded-xl border border-muted bg-white px-3 py-1.5">
                    <input type="checkbox" name="days" value={`${day}:${part}`} disabled={sending} aria-invalid={errors.days ? true : undefined} className="size-5 shrink-0" />
                    {t.dayParts[part]}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      {errors.days && <FieldError id={`${prefix}-days-fout`} error={errors.days} />}
    </fieldset>
  );
}
