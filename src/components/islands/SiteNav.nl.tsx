/** The header island on Dutch pages: the view with the Dutch items and words (and no English ones). */
import { mainNav, siteNavNl } from '../../data/main-nav';
import SiteNav, { type SiteNavProps } from './SiteNav';

export default function SiteNavNl(props: Omit<SiteNavProps, 'items' | 't'>) {
  return <SiteNav {...props} items={mainNav} t={siteNavNl} />;
}
