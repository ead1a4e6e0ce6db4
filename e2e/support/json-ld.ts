/** The JSON-LD a search engine reads on a page: every ld+json script, parsed, arrays flattened. */
import { expect, type Page } from '@playwright/test';

export interface LdNode { '@type': string; [key: string]: unknown }

export interface BreadcrumbLd extends LdNode {
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

export const jsonLdNodes = async (page: Page): Promise<LdNode[]> => {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const value: unknown = JSON.parse(text);
    return (Array.isArray(value) ? value : [value]) as LdNode[];
  });
};

/** The one node of a type; fails the test when there is none or more than one. */
export const ldNode = async <T extends LdNode = LdNode>(page: Page, type: string): Promise<T> => {
  const nodes = (await jsonLdNodes(page)).filter((n) => n['@type'] === type);
  expect(nodes, `JSON-LD nodes of type ${type}`).toHaveLength(1);
  return nodes[0] as T;
};

/** The breadcrumb trail as [name, absolute URL] pairs, in position order. */
export const breadcrumbTrail = async (page: Page): Promise<[string, string][]> => {
  const list = await ldNode<BreadcrumbLd>(page, 'BreadcrumbList');
  return [...list.itemListElement]
    .sort((a, b) => a.position - b.position)
    .map((i) => [i.name, i.item]);
};
