/** The footer's links and the services as menu entries, in English (the Dutch lists: src/data/navigation.ts). */
import { truncate } from '../services';
import { footerNav, type ServiceLink } from '../navigation';
import { localePath } from '../../i18n/routes';
import { servicesEn } from './services';

/** The Dutch footer's links (src/data/navigation.ts), each to its English page from the table in src/i18n/routes.ts. */
const footerLabelsEn: Record<(typeof footerNav)[number]['href'], string> = {
  '/': 'Home',
  '/about': 'About us',
  '/services': 'Services',
  '/contact': 'Contact',
  '/damage-guide': 'Damage guide',
  '/partners': 'Partners',
};
export const footerNavEn = footerNav.map(({ href }) => ({ label: footerLabelsEn[href], href: localePath('en', href) }));

export const serviceLinksEn: ServiceLink[] = servicesEn.map((s) => ({
  id: s.id,
  title: s.title,
  subtitle: truncate(s.subtitle, 30),
  href: localePath('en', `/services/${s.id}`),
}));
