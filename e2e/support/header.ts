/**
 * What the header's specs share (header.spec.ts, header-phone.spec.ts): the main navigation, the DIENSTEN trigger and
 * its dropdown, and the body-repair pages as the header lists them. Moved whole from header.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
export const trigger = (page: Page) => mainNav(page).getByRole('link', { name: 'Diensten', exact: true });
export const dropdown = (page: Page) => page.locator('#diensten-menu');

/** The body-repair pages as their front matter puts them in the menu (`menu: { group, label, order }`), in order. */
export const bodyRepair = readdirSync('src/content/landing')
  .flatMap((file) => {
    const m = readFileSync(`src/content/landing/${file}`, 'utf8').match(/^menu: \{ group: "schadeherstel", label: "([^"]+)", order: (\d+)(?:, teaser: "[^"]+")?(?:, icon: "[a-z-]+")?(?:, en: \{ [^}]+ \})? \}$/m);
    return m ? [{ label: m[1] ?? '', order: Number(m[2]), href: `/${file.replace(/\.md$/, '')}` }] : [];
  })
  .sort((a, b) => a.order - b.order);
/** The header lists the first nine (bodyRepairShown in src/lib/menu.ts); /schadeherstel lists them all. */
export const inHeader = bodyRepair.slice(0, 9);
