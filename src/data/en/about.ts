/** English copy of /en/about (Dutch: src/data/about.ts, src/data/team.ts); facts come from business.ts. */
import { business } from '../business';
import type { Value } from '../about';
import type { TeamMember } from '../team';

export const storyEn = [
  `In ${business.foundedYear} the De Vos family opened a small body repair workshop in Utrecht. What began with dent removal and paintwork grew into a complete garage for accident repairs, servicing and the APK, the Dutch periodic vehicle test (like the UK MOT).`,
  'Today the second and third generations run the business, but the way we work has stayed the same: we tell you honestly what your car needs, do the work ourselves and stand behind the result.',
  'Private motorists, businesses and lease drivers from Utrecht and the surrounding area keep coming back, many of them for years. After an accident, we help you with your insurer, so you have as little hassle as possible.',
] as const;

export const valuesEn = [
  {
    title: 'Honest advice',
    text: 'We only replace what really needs replacing. If we find more than agreed while working, we call you first.',
    icon: 'thumbs-up',
  },
  {
    title: 'Craftsmanship',
    text: 'Our mechanics and painters work to the manufacturer’s specifications and keep their knowledge current with regular training.',
    icon: 'award',
  },
  {
    title: 'Care for the environment',
    text: 'We repair rather than replace wherever we can, and collect oil, filters and old parts separately for recycling.',
    icon: 'leaf',
  },
] as const satisfies readonly Value[];

/** The team's roles and descriptions in English, by name (the people themselves are in team.ts). */
export const teamEn: Record<string, { role: string; description: string }> = {
  'Rob de Vos': {
    role: 'Owner',
    description:
      'Rob took over the business from his father and still works in the workshop every day. For larger repairs he looks at your car himself and agrees the best approach with you and the insurer’s assessor.',
  },
  'Lotte de Vos': {
    role: 'Owner',
    description:
      'Lotte is the third generation of De Vos and runs the paint shop and the servicing workshop. She makes sure the new paint matches as closely as possible and your car is ready on the agreed day.',
  },
  'Ingrid Bakker': {
    role: 'Office manager',
    description:
      'Ingrid is your first point of contact on the phone and at the desk. She plans appointments, arranges a replacement car if your policy covers it, and handles the paperwork with your insurer.',
  },
} satisfies Partial<Record<TeamMember['name'], { role: string; description: string }>>;
