/** English breadcrumbs: every English page's trail starts at Home (/en), like trail() does for the Dutch pages. */
import type { Crumb } from '../../lib/schema-org';

export const trailEn = (...steps: Crumb[]): Crumb[] => [{ name: 'Home', path: '/en' }, ...steps];
export const servicesCrumbEn: Crumb = { name: 'Services', path: '/en/services' };
