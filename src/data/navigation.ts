/** The site's navigation, derived once: header, mobile menu and footer read these lists. */
import { services, truncate } from './services';

import type { NavKey } from './main-nav';
import { normalisePath } from '../i18n/routes';

export { mainNav, type NavItem, type NavKey } from './main-nav';

export const footerNav = [
  { label: 'Home', href: '/' },
  { label: 'Over ons', href: '/about' },
  { label: 'Diensten', href: '/services' },
  { label: 'Contact', href: '/contact' },
  { label: 'Schadegids', href: '/damage-guide' },
  { label: 'Partners', href: '/partners' },
] as const;

export interface ServiceLink { id: string; title: string; subtitle: string; href: string }

/** The six services as menu entries, subtitle cut to 30 characters (spec). */
export const serviceLinks: ServiceLink[] = services.map((s) => ({
  id: s.id,
  title: s.title,
  subtitle: truncate(s.subtitle, 30),
  href: `/services/${s.id}`,
}));

/** Which header item a path belongs to, in either language; landing pages, every /services page and the body-repair overviews count as services. */
export const activeNavFor = (pathname: string): NavKey | null => {
  const path = normalisePath(pathname).replace(/^\/en(?=\/|$)/, '') || '/';
  if (path === '/' || path === '/index') return 'home';
  if (path === '/about') return 'about';
  if (path === '/contact') return 'contact';
  if (path === '/services' || path.startsWith('/services/') || path === '/schadeherstel' || path === '/body-repair') return 'services';
  return null;
};
