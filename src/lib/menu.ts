/**
 * The menus' two groups, derived at build time (header dropdown and mobile menu, footer, /services, /schadeherstel):
 * - Schadeherstel: the landing pages whose front matter has `menu: { group: "schadeherstel", … }`, in `order`;
 * - Onderhoud en reparatie: the six services (src/data/navigation.ts), then the APK (its own landing page in Dutch, a
 *   section of /en/services in English): on no menu before, though the home page promises it (review D19).
 * The header island never imports this: Header.astro renders the lists as static HTML into the island's slots.
 * English pages have one body-repair page (/en/body-repair): the landing pages are Dutch only.
 */
import { getCollection } from 'astro:content';
import { serviceLinks } from '../data/navigation';
import { serviceLinksEn } from '../data/en/navigation';
import { localePath, type Lang } from '../i18n/routes';

export interface MenuLink {
  title: string;
  href: string;
  /** One line under the title, in the header's dropdown only (the services' subtitles, cut to 30 characters). */
  subtitle?: string;
}
export interface MenuGroup {
  key: 'bodyRepair' | 'services';
  links: MenuLink[];
  /** The group's overview page. */
  overview: string;
}

/** The body-repair landing pages as menu entries, in the order their front matter gives. */
export const bodyRepairPages = async () =>
  (await getCollection('landing'))
    .flatMap((page) => (page.data.menu?.group === 'schadeherstel' ? [{ page, menu: page.data.menu }] : []))
    .sort((a, b) => a.menu.order - b.menu.order);

const bodyRepairEn: MenuLink[] = [
  { title: 'Body repair in Utrecht', href: '/en/body-repair', subtitle: 'Insurers, excess, Schadegarant' },
];

/**
 * How many body-repair pages each place lists, the first by `order`; each then links the overview (/schadeherstel),
 * which lists them all, as /services does. Every entry costs every page about 20 bytes of gzip in its 20 KB budget
 * (the footer's more: it is too far from the header's copy for gzip to reuse it).
 */
export const bodyRepairShown = { header: 10, footer: 5 } as const;

/** The APK as the last entry of the servicing group, with a subtitle like the services' (at most 30 characters). */
const apk: Record<Lang, MenuLink> = {
  nl: { title: 'APK-keuring', href: '/apk-utrecht', subtitle: 'Keuring en afmelden bij de RDW' },
  en: { title: 'APK test (Dutch MOT)', href: '/en/services#apk', subtitle: 'Test and repairs in one visit' },
};

export const menuGroups = async (lang: Lang): Promise<MenuGroup[]> => {
  const services: MenuLink[] = [...(lang === 'en' ? serviceLinksEn : serviceLinks), apk[lang]];
  const bodyRepair: MenuLink[] =
    lang === 'en' ? bodyRepairEn : (await bodyRepairPages()).map(({ page, menu }) => ({ title: menu.label, href: `/${page.id}` }));
  return [
    { key: 'bodyRepair', links: bodyRepair, overview: localePath(lang, '/schadeherstel') },
    { key: 'services', links: services, overview: localePath(lang, '/services') },
  ];
};
