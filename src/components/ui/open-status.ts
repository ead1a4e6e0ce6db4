/**
 * The open-now status (OpenStatus.astro): fills every [data-open-status] line and shows or hides the closure notes,
 * then again each minute. Loaded by the page script (src/lib/page-script.ts) once the page has painted, as its own
 * cached file; the opening facts are compiled in (__OPENING_DATA__, astro.config.mjs). Days are named in the line's own
 * lang (OpenStatus.astro: en-GB on English pages, so "Monday 9 August").
 */
import { amsterdamNow, openingStatus, type StatusWords } from '../../lib/opening';

const show = () => {
  for (const el of document.querySelectorAll<HTMLElement>('[data-open-status]')) {
    const [open, text] = openingStatus(new Date(), __OPENING_DATA__, (el.dataset.words ?? '').split('|') as StatusWords, el.dataset.locale);
    el.textContent = text;
    el.dataset.open = String(open);
  }
  const [today] = amsterdamNow(new Date());
  for (const el of document.querySelectorAll<HTMLElement>('[data-closed-until]'))
    el.hidden = today < Number(el.dataset.closedFrom) || Number(el.dataset.closedUntil) < today;
};
show();
setInterval(show, 60_000);
