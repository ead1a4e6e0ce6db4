/** Titles and canonical URLs: one rule for every page. */
import { business } from '../data/business';

/** The one suffix every title ends with: " | Autoschade De Vos". */
export const titleSuffix = ` | ${business.name}`;

/** "Contact | Autoschade De Vos"; a title that already ends with the suffix is used as it is. At most 60 characters. */
export const pageTitle = (title: string): string => (title.endsWith(titleSuffix) ? title : `${title}${titleSuffix}`);

/** The canonical URL of a path on the configured site, without a trailing slash (the site's URL style). */
export const canonicalUrl = (pathname: string, site: URL | string): string => {
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/').replace(/(.)\/$/, '$1');
  return new URL(path, site).href;
};
