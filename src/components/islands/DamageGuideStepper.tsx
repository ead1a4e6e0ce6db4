/**
 * The damage guide's stepper: the row of six step buttons, wrapped around the step cards (static HTML children,
 * see sections/DamageGuideSteps.astro). Rendered on the server, so without JavaScript every step is readable and
 * every button is a plain link to #step-n. Once live (on the first interaction, src/lib/interaction-directive.ts),
 * a step button or a next-step button makes that step active (aria-current="step" on the button and the card),
 * scrolls it into view (smoothly, or at once when the visitor prefers reduced motion) and focuses its heading.
 */
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';

/** A step as the row of buttons needs it; its number is its place in the list (fewer bytes in the page's props). */
interface Step {
  id: string;
  shortTitle: string;
}

/** The view; the pages use the entries DamageGuideStepper.nl.tsx and .en.tsx, which add the words. */
export interface StepperProps {
  steps: Step[];
  /** The words, per language: the step row's name and the word before each number. */
  label: string;
  stepWord: string;
  /** The step cards; each is an element with data-step-card inside an element with the step's id. */
  children?: ReactNode;
}

export default function DamageGuideStepper({ steps, label, stepWord, children }: StepperProps) {
  const [active, setActive] = useState(steps[0]?.id ?? '');

  useEffect(() => {
    const fromHash = steps.find((s) => `#${s.id}` === window.location.hash);
    if (fromHash) setActive(fromHash.id);
  }, [steps]);

  // The cards are static HTML: mark the active one directly. On a phone only the active card shows (the CSS in
  // DamageGuideSteps.astro), so a click marks it at once, before its heading takes focus.
  const mark = (id: string) => {
    for (const step of steps) {
      const card = document.getElementById(step.id)?.querySelector('[data-step-card]');
      card?.toggleAttribute('data-active', step.id === id);
      if (step.id === id) card?.setAttribute('aria-current', 'step');
      else card?.removeAttribute('aria-current');
    }
  };
  useEffect(() => mark(active), [active, steps]);

  // One handler for the step buttons and the next-step buttons in the cards.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#step-"]');
    const step = steps.find((s) => link?.getAttribute('href') === `#${s.id}`);
    // Let the browser open the link in a new tab or window when the visitor asks for that.
    if (!step || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    mark(step.id);
    setActive(step.id);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(`${step.id}-titel`)?.focus({ preventScroll: true });
    document.getElementById(step.id)?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
    history.replaceState(history.state, '', `#${step.id}`);
  };

  return (
    <div onClick={onClick}>
      <nav aria-label={label} className="mb-10">
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {steps.map((s, i) => {
            const current = s.id === active;
            return (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  data-replay-click=""
                  aria-current={current ? 'step' : undefined}
                  className={`flex h-full flex-col items-start gap-2 rounded-button px-4 py-3 font-semibold ring-1 transition-colors lg:items-center lg:text-center ${
                    current ? 'bg-brand-700 text-white shadow-card ring-line' : 'bg-white ring-line hover:bg-brand-50'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-8 items-center justify-center rounded-full text-sm font-extrabold ${
                      current ? 'bg-white text-brand-800' : 'bg-brand-50 text-brand-700'
                    }`}
                  >
                    {i + 1}
                  </span>
                  <span className="hyphens-auto wrap-anywhere">
                    <span className="sr-only">{stepWord} {i + 1}: </span>
                    {s.shortTitle}
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
      {children}
    </div>
  );
}
