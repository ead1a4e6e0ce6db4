import { chromium } from '@playwright/test';
const [,, port, w, h, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
for (const p of paths) {
  const [path, y = '0'] = p.split('@');
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.evaluate((y) => window.scrollTo(0, +y), y);
  await page.waitForTimeout(300);
  const name = `/tmp/en-top${path.replace(/\//g, '_')}-${y}-${w}.png`;
  await page.screenshot({ path: name });
  console.log(name);
}
await browser.close();
