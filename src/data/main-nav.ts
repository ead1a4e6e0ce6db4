/** The header's four items. Its own module, so the header island can import it without the services' content. */
export type NavKey = 'home' | 'about' | 'services' | 'contact';

export interface NavItem { key: NavKey; label: string; href: string }

export const mainNav: NavItem[] = [
  { key: 'home', label: 'Home', href: '/' },
  { key: 'about', label: 'Over ons', href: '/about' },
  { key: 'services', label: 'Diensten', href: '/services' },
  { key: 'contact', label: 'Contact', href: '/contact' },
];
