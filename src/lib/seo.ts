/** Titles and canonical URLs: one rule for every page. */
import { business } from '../data/business';

/** "Contact | Autoschade De Vos"; a title that already names the brand is used as it is. */
export const pageTitle = (title: string): string =>
  title.includes(business.shortName) ? title : `${title} | ${business.name}`;

/** The canonical URL of a path on the configured site, without a trailing slash (the site's URL style). */
export const canonicalUrl = (pathname: string, site: URL | string): string => {
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/').replace(/(.)\/$/, '$1');
  return new URL(path, site).href;
};
