/**
 * The damage guide's six steps: a row of step buttons and the step cards. Rendered on the server, so every step
 * is readable and every button is a plain link to #step-n without JavaScript. Once live (on the first interaction,
 * see src/lib/interaction-directive.ts), a step button or a next-step button makes that step active
 * (aria-current="step"), scrolls it into view (smoothly, or at once when the visitor prefers reduced motion) and
 * moves focus to its heading.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import type { GuideStepId, guideSteps } from '../../data/damage-guide';
import DamageGuideStepCard from './DamageGuideStepCard';

interface Props {
  steps: typeof guideSteps;
}

export default function DamageGuideStepper({ steps }: Props) {
  const [active, setActive] = useState<GuideStepId>(steps[0].id);
  const [live, setLive] = useState(false);

  useEffect(() => {
    setLive(true);
    const fromHash = steps.find((s) => `#${s.id}` === window.location.hash);
    if (fromHash) setActive(fromHash.id);
  }, [steps]);

  const go = (id: GuideStepId) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open the link in a new tab or window when the visitor asks for that.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setActive(id);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(`${id}-titel`)?.focus({ preventScroll: true });
    document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
    history.replaceState(history.state, '', `#${id}`);
  };

  return (
    <div>
      <nav aria-label="Stappen van de schadegids" className="mb-10 sm:mb-12">
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {steps.map((s) => {
            const current = s.id === active;
            return (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  onClick={go(s.id)}
                  data-replay-click=""
                  aria-current={current ? 'step' : undefined}
                  className={[
                    'flex h-full flex-col items-start gap-2 rounded-button px-3.5 py-3 font-semibold ring-1 transition-colors lg:items-center lg:justify-center lg:py-4 lg:text-center',
                    current
                      ? 'bg-brand-700 text-white shadow-card ring-brand-700'
                      : 'bg-white text-ink ring-line hover:bg-brand-50 hover:ring-brand-300',
                  ].join(' ')}
                >
                  <span
                    aria-hidden="true"
                    className={[
                      'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-extrabold',
                      current ? 'bg-white text-brand-800' : 'bg-brand-50 text-brand-700',
                    ].join(' ')}
                  >
                    {s.number}
                  </span>
                  <span className="min-w-0 leading-tight">
                    <span className="sr-only">Stap {s.number}: </span>
                    {s.shortTitle}
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
      <ol className="grid gap-6 sm:gap-8">
        {steps.map((step, i) => {
          const next = steps[i + 1];
          return (
            <DamageGuideStepCard
              key={step.id}
              step={step}
              total={steps.length}
              next={next && { id: next.id, shortTitle: next.shortTitle }}
              active={step.id === active}
              live={live}
              onGo={go}
            />
          );
        })}
      </ol>
    </div>
  );
}
