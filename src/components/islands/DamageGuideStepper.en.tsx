/** The damage guide's stepper on the English guide: the view with its two English words (no props to serialise). */
import DamageGuideStepper, { type StepperProps } from './DamageGuideStepper';

export default function DamageGuideStepperEn(props: Omit<StepperProps, 'label' | 'stepWord'>) {
  return <DamageGuideStepper {...props} label="Steps of the damage guide" stepWord="Step" />;
}
