/** The header island on English pages: the view with the English items and words (and no Dutch ones). */
import { mainNavEn, siteNavEn } from '../../data/en/main-nav';
import SiteNav, { type SiteNavProps } from './SiteNav';

export default function SiteNavEn(props: Omit<SiteNavProps, 'items' | 't'>) {
  return <SiteNav {...props} items={mainNavEn} t={siteNavEn} />;
}
