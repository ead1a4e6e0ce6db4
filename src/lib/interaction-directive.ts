/**
 * `client:interaction`: hydrate an island on the visitor's first interaction with it
 * (pointer over it, a touch, focus, a key), so no framework JavaScript is downloaded
 * before anybody needs it. A click on an element marked `data-replay-click` that lands
 * before hydration is held and replayed once the island is live (`data-replay-tap`: the
 * same, but a mouse click just follows the link); if the island's code
 * cannot load, a held link is followed as a plain link, so the page stays usable. A radio or checkbox ticked while
 * the island wakes is ticked again after hydration if hydration undid it (issue 16 §4), for every island.
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
  // A radio or checkbox ticked while the island wakes (the latest per radio group, per checkbox): put back, as a click
  // so that the island hears it, any that hydration undid. Few bytes on purpose: this code is inline in every page.
  const choices = new Map<unknown, [HTMLInputElement, boolean]>();
  // Any control's change is noted; only a radio's or checkbox's `checked` can differ later.
  const note = (event: Event) => {
    const t = event.target as HTMLInputElement;
    choices.set(t.type === 'radio' ? t.name : t, [t, t.checked]);
  };
  const keep = () => choices.forEach(([t, checked]) => t.checked !== checked && t.click());
  const start = async () => {
    for (const name of triggers) el.removeEventListener(name, start);
    el.addEventListener('click', hold, true);
    el.addEventListener('change', note, true);
    try {
      const hydrate = await load();
      await hydrate();
      el.removeEventListener('click', hold, true);
      held?.click();
      // React hydrates in a transition after hydrate() returns: check again once it has had time to finish.
      for (const ms of [0, 99, 499]) setTimeout(keep, ms);
    } catch {
      el.removeEventListener('click', hold, true);
      if (held instanceof HTMLAnchorElement) window.location.href = held.href;
    }
  };
  for (const name of triggers) el.addEventListener(name, start, { once: true, passive: true });
};

export default interaction;
