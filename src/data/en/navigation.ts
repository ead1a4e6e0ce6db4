/** The footer's links and the services as menu entries, in English (the Dutch lists: src/data/navigation.ts). */
import { truncate } from '../services';
import type { ServiceLink } from '../navigation';
import { servicesEn } from './services';

export const footerNavEn = [
  { label: 'Home', href: '/en' },
  { label: 'About us', href: '/en/about' },
  { label: 'Services', href: '/en/services' },
  { label: 'Contact', href: '/en/contact' },
  { label: 'Damage guide', href: '/en/damage-guide' },
  { label: 'Partners', href: '/en/partners' },
] as const;

export const serviceLinksEn: ServiceLink[] = servicesEn.map((s) => ({
  id: s.id,
  title: s.title,
  subtitle: truncate(s.subtitle, 30),
  href: `/en/services/${s.id}`,
}));
