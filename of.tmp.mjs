import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu','--no-first-run'] });
const p = await b.newPage({ viewport: { width: 320, height: 700 } });
await p.goto(process.argv[2]);
await p.waitForTimeout(800);
console.log(await p.evaluate(() => {
  const out = [];
  const W = document.documentElement.clientWidth;
  for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.right > W + 0.5 && r.width > 0) out.push(`${el.tagName}.${String(el.className).slice(0,70)} right=${Math.round(r.right)} w=${Math.round(r.width)} text=${(el.textContent||'').trim().slice(0,30)}`); }
  return [document.documentElement.scrollWidth - W, ...out.slice(0, 8)].join('\n');
}));
await b.close();
