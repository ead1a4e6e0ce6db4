/**
 * `client:interaction`: hydrate an island on the visitor's first interaction with it
 * (pointer over it, a touch, focus, a key), so no framework JavaScript is downloaded
 * before anybody needs it. A click on an element marked `data-replay-click` that lands
 * before hydration is held and replayed once the island is live (`data-replay-tap`: the
 * same, but a mouse click just follows the link); if the island's code
 * cannot load, a held link is followed as a plain link, so the page stays usable.
 */
import type { ClientDirective } from 'astro';

const triggers = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('[data-replay-click], [data-replay-tap]');
    // data-replay-tap: a mouse click simply follows the link; a tap or a key is held for the island.
    const mouse = (event as PointerEvent).pointerType === 'mouse';
    if (target && !(mouse && target.hasAttribute('data-replay-tap'))) {
      event.preventDefault();
      held = target;
    }
  };
  const start = async () => {
    for (const name of triggers) el.removeEventListener(name, start);
    el.addEventListener('click', hold, true);
    try {
      const hydrate = await load();
      await hydrate();
      el.removeEventListener('click', hold, true);
      held?.click();
    } catch {
      el.removeEventListener('click', hold, true);
      if (held instanceof HTMLAnchorElement) window.location.href = held.href;
    }
  };
  for (const name of triggers) el.addEventListener(name, start, { once: true, passive: true });
};

export default interaction;
