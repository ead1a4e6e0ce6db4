/**
 * The header's four items and the menu's own words, in Dutch (English: src/data/en/main-nav.ts).
 * Its own module, so the header island's Dutch entry can import it without the services' content.
 */
export type NavKey = 'home' | 'about' | 'services' | 'contact';

export interface NavItem { key: NavKey; label: string; href: string }

export const mainNav: NavItem[] = [
  { key: 'home', label: 'Home', href: '/' },
  { key: 'about', label: 'Over ons', href: '/about' },
  { key: 'services', label: 'Diensten', href: '/services' },
  { key: 'contact', label: 'Contact', href: '/contact' },
];

/** The words of the header island besides its items. */
export interface SiteNavStrings {
  mainMenu: string;
  mobileMenu: string;
  menu: string;
}

export const siteNavNl: SiteNavStrings = {
  mainMenu: 'Hoofdmenu',
  mobileMenu: 'Mobiel menu',
  menu: 'Menu',
};

/** The lease-car site's link, in the footer (a niche: the header keeps its room for the two jobs, issue 34 §6). */
export interface LeaseCarWords { label: string; hint: string }
export const leaseCarNl: LeaseCarWords = { label: 'Lesauto met schade?', hint: ' (opent in een nieuw tabblad)' };
