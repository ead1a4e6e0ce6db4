import type { FormHTMLAttributes, ReactNode, RefObject } from 'react';
import { startChallenge } from '../../lib/challenge';

/**
 * The <form> of the APK reminder's sign-up and the appointment request: posted to our receiver, so it works without
 * JavaScript; once live (`live`) the island validates itself, and the first focus in it starts the bot challenge.
 */
export function PostForm({ formRef, labelledBy, endpoint, live, onSubmit, onInvalid, onChange, children }: {
  formRef: RefObject<HTMLFormElement | null>;
  labelledBy: string;
  endpoint: string;
  live: boolean;
  children: ReactNode;
} & Pick<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'onChange'>) {
  return (
    <form
      ref={formRef}
      aria-labelledby={labelledBy}
      method="post"
      action={endpoint}
      noValidate={live}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      onChange={onChange}
      onFocus={startChallenge}
      className="grid gap-5"
    >
      {children}
    </form>
  );
}

/** After a form was sent: the way back to an empty form for another one. */
export function AnotherButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-5 inline-flex min-h-11 items-center rounded-button border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
    >
      {label}
    </button>
  );
}
