/**
 * The header's four items and the menu's words in English (the Dutch ones: src/data/main-nav.ts). The hrefs are
 * written out, not looked up in src/i18n/routes.ts, which would pull the services into the header island's code;
 * e2e/i18n.spec.ts checks that each is the English page of the Dutch item.
 */
import type { LeaseCarWords, NavItem, SiteNavStrings } from '../main-nav';

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
};

export const leaseCarEn: LeaseCarWords = { label: 'Driving-school car damaged? (Dutch site)', hint: ' (opens in a new tab)' };
