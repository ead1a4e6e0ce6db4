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
  /** The lease-car site's button in the mobile panel, and (short form) in the header bar. */
  leaseCar: string;
  leaseCarShort: string;
  /** Read after the lease-car button: where it goes. */
  leaseCarHint: string;
}

export const siteNavNl: SiteNavStrings = {
  mainMenu: 'Hoofdmenu',
  mobileMenu: 'Mobiel menu',
  menu: 'Menu',
  leaseCar: 'Lesauto met schade?',
  leaseCarShort: 'Lesauto met schade?',
  leaseCarHint: ' (opent in een nieuw tabblad)',
};
