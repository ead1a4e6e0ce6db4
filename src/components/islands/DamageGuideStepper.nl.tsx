/** The damage guide's stepper on the Dutch guide: the view with its two Dutch words (no props to serialise). */
import DamageGuideStepper, { type StepperProps } from './DamageGuideStepper';

export default function DamageGuideStepperNl(props: Omit<StepperProps, 'label' | 'stepWord'>) {
  return <DamageGuideStepper {...props} label="Stappen van de schadegids" stepWord="Stap" />;
}
