import { Send } from 'lucide-react';

/**
 * The send button of the contact form and the appointment request. While sending it stays focusable and says so
 * (aria-disabled, not disabled: a keyboard user keeps their place); `data-replay-click` lets a tap made before the
 * island woke be replayed (src/lib/interaction-directive.ts).
 */
export function SubmitButton({ sending, label, sendingLabel }: { sending: boolean; label: string; sendingLabel: string }) {
  return (
    <button
      type="submit"
      data-replay-click=""
      aria-disabled={sending || undefined}
      className="inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-button bg-accent-400 px-5 py-3 text-lg font-bold text-brand-950 shadow-card transition-colors hover:bg-accent-300 focus-visible:outline-offset-4 sm:w-auto"
    >
      <Send aria-hidden="true" className="size-5" />
      {sending ? sendingLabel : label}
    </button>
  );
}
