/**
 * The one script every page loads (Astro's page bundle, with the prefetch code; see page-script-integration.ts), so
 * it costs no request of its own:
 *
 * - The image fallback, at once: an image that fails to load is made invisible (img[data-failed] in global.css; its
 *   box stays, so nothing shifts) and the gradient behind it shows. It also catches failures from before it ran
 *   (complete with no pixels). Decorative images have alt="", so even without JavaScript no broken-image icon shows.
 * - The open-now status (open-status.ts, a cached file), only on a page that shows it, and only after the page has
 *   loaded and painted. Loaded earlier, its two small files sat in the chain before the largest paint
 *   (Lighthouse's simulated LCP rose from 0.9 to 1.2 s); the line's height is reserved, so nothing shifts when it fills.
 */
// Bundled by Vite as one classic script with its imports inlined (the ?worker&url form gives that, though it is no
// worker): one file, no chain of imports, and no dynamic-import preload helper in this bundle.
import openStatus from '../components/ui/open-status.ts?worker&url';

const mark = (img: HTMLImageElement) => img.setAttribute('data-failed', '');
document.addEventListener('error', (e) => e.target instanceof HTMLImageElement && mark(e.target), true);
for (const img of document.images) if (img.complete && img.naturalWidth === 0 && img.currentSrc) mark(img);

// Half a second after the load event: the largest paint is behind us by then (a busy phone paints the first time only
// after the load event, a large text block or the hero image sometimes later still).
const afterPaint = () =>
  setTimeout(() => {
    if (document.querySelector('[data-open-status]')) document.head.append(Object.assign(document.createElement('script'), { src: openStatus }));
  }, 500);
// A module script runs before DOMContentLoaded, so the load event is still to come.
addEventListener('load', afterPaint);
