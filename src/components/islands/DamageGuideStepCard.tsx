/** One step of the damage guide: what to do, in order, a tip, and the link to the next step. */
import {
  ArrowDown, CarFront, CircleCheck, FileSignature, KeyRound, Lightbulb, MessageCircle, Receipt, Wrench, type LucideIcon,
} from 'lucide-react';
import type { MouseEvent } from 'react';
import type { GuideStep, guideSteps } from '../../data/damage-guide';

type StepIcon = (typeof guideSteps)[number]['icon'];

/** Only the guide's own icons travel to the browser; a new icon in the data fails the type check here. */
const stepIcons: Record<StepIcon, LucideIcon> = {
  'car-front': CarFront,
  'file-signature': FileSignature,
  'message-circle': MessageCircle,
  receipt: Receipt,
  wrench: Wrench,
  'key-round': KeyRound,
};

const tints: Record<GuideStep['color'], string> = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
  accent: 'bg-orange-50 text-orange-700 ring-orange-100',
  emerald: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  sky: 'bg-sky-50 text-sky-700 ring-sky-100',
  violet: 'bg-violet-50 text-violet-700 ring-violet-100',
  amber: 'bg-amber-50 text-amber-700 ring-amber-100',
};

interface Props {
  step: (typeof guideSteps)[number];
  total: number;
  next: { id: GuideStep['id']; shortTitle: string } | undefined;
  active: boolean;
  /** Before hydration :target marks the step a visitor jumped to. */
  live: boolean;
  onGo: (id: GuideStep['id']) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

export default function DamageGuideStepCard({ step, total, next, active, live, onGo }: Props) {
  const Icon = stepIcons[step.icon];
  const tip = 'tip' in step ? step.tip : undefined;
  return (
    <li id={step.id} className="group">
      <article
        aria-labelledby={`${step.id}-titel`}
        aria-current={active ? 'step' : undefined}
        data-active={active || undefined}
        className={[
          'rounded-card bg-white p-6 shadow-card ring-1 ring-line transition-shadow duration-300 sm:p-8 lg:p-10',
          'data-active:shadow-lift data-active:ring-2 data-active:ring-brand-500',
          live ? '' : 'group-target:shadow-lift group-target:ring-2 group-target:ring-brand-500',
        ].join(' ')}
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <header className="flex items-start gap-4 sm:gap-5 lg:flex-col">
              <span className={`flex size-14 shrink-0 items-center justify-center rounded-2xl ring-1 ${tints[step.color]}`}>
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <div>
                <p className="text-sm font-bold tracking-wider text-brand-600 uppercase">
                  Stap {step.number} van {total}
                </p>
                <h3
                  id={`${step.id}-titel`}
                  tabIndex={-1}
                  className="mt-1 rounded-md text-2xl font-extrabold tracking-tight text-balance sm:text-3xl"
                >
                  {step.title}
                </h3>
              </div>
            </header>
            <p className="mt-5 text-lg text-ink">{step.intro}</p>
          </div>
          <div>
            <ol className="grid gap-3">
              {step.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
                  <span>{point}</span>
                </li>
              ))}
            </ol>
            {tip && (
              <div role="note" className="mt-6 flex gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
                <p>
                  <strong className="font-bold">Goed om te weten: </strong>
                  {tip}
                </p>
              </div>
            )}
            {next && (
              <a
                href={`#${next.id}`}
                onClick={onGo(next.id)}
                data-replay-click=""
                className="mt-8 flex min-h-11 w-full items-center justify-between gap-3 rounded-button border-2 border-brand-700 px-5 py-2.5 text-left font-bold text-brand-800 transition-colors hover:bg-brand-50 sm:inline-flex sm:w-auto sm:justify-start"
              >
                Volgende stap: {next.shortTitle}
                <ArrowDown aria-hidden="true" className="size-5 shrink-0" />
              </a>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
