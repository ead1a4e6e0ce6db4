/** The header's four items and the menu's words in English (the Dutch ones: src/data/main-nav.ts). */
import type { NavItem, SiteNavStrings } from '../main-nav';

export const mainNavEn: NavItem[] = [
  { key: 'home', label: 'Home', href: '/en' },
  { key: 'about', label: 'About us', href: '/en/about' },
  { key: 'services', label: 'Services', href: '/en/services' },
  { key: 'contact', label: 'Contact', href: '/en/contact' },
];

export const siteNavEn: SiteNavStrings = {
  mainMenu: 'Main menu',
  mobileMenu: 'Mobile menu',
  menu: 'Menu',
  leaseCar: 'Driving school car damaged?',
  leaseCarShort: 'Learner car damage?',
  leaseCarHint: ' (a Dutch website, opens in a new tab)',
};
