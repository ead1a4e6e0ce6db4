/**
 * Issue 24: a form island starts from what its server-rendered inputs hold at the moment it hydrates, and keeps what
 * the visitor changes while it hydrates, whatever the timing. The island's first render (which React runs before it
 * touches any input) reads every radio group, checkbox, select and text field of the form and from then on notes each
 * change the visitor makes (input and change events, captured). When hydration commits, before the browser paints or
 * handles another tap, every control that differs from that record is put back: a radio or checkbox by a click (so
 * the island and the draft hear it), a text field or select by its value and an input event. No timer decides it.
 * Used by the damage report and the contact form (useInputsAtHydration).
 */
import { useLayoutEffect, useState } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** What the visitor has: per radio group the radio checked (or none), per other control its state. */
type Held = Map<unknown, { el: Control | null; state: string }>;

const isControl = (el: unknown): el is Control =>
  (el instanceof HTMLInputElement && !['file', 'hidden', 'submit', 'button', 'reset', 'image'].includes(el.type)) ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement;

const state = (el: Control): string =>
  el instanceof HTMLSelectElement ? [...el.options].map((o) => (o.selected ? 1 : 0)).join('') : el.type === 'checkbox' || el.type === 'radio' ? String((el as HTMLInputElement).checked) : el.value;

/** Notes one control: a radio stands for its group (the one checked); any other control for itself. */
const note = (held: Held, el: Control) => {
  if (el.type !== 'radio') held.set(el, { el, state: state(el) });
  else if ((el as HTMLInputElement).checked) held.set(`radio:${el.name}`, { el, state: 'true' });
  else if (!held.has(`radio:${el.name}`)) held.set(`radio:${el.name}`, { el: null, state: '' });
};

const put = (el: Control, value: string) => {
  if (el instanceof HTMLSelectElement) [...el.options].forEach((o, i) => (o.selected = value[i] === '1'));
  else el.value = value;
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

/** Puts back every control that differs from what the visitor has. */
const restore = (held: Held) => {
  for (const { el, state: was } of held.values()) {
    if (!el || !el.isConnected || state(el) === was) continue;
    if (el.type === 'radio' || el.type === 'checkbox') (el as HTMLInputElement).click();
    else put(el, was);
  }
};

interface Watch {
  held: Held;
  stop: () => void;
}
const watching = new WeakMap<HTMLFormElement, Watch>();

/** Starts the record for a form (once, however often React renders the island before it commits). */
const watch = (form: HTMLFormElement | null): Watch | null => {
  if (!form) return null;
  const running = watching.get(form);
  if (running) return running;
  const held: Held = new Map();
  for (const el of form.elements) if (isControl(el)) note(held, el);
  const changed = (event: Event) => {
    const el = event.target;
    if (isControl(el) && el.form === form) note(held, el);
  };
  for (const type of ['input', 'change']) document.addEventListener(type, changed, true);
  const watch = {
    held,
    stop: () => {
      for (const type of ['input', 'change']) document.removeEventListener(type, changed, true);
      watching.delete(form);
    },
  };
  watching.set(form, watch);
  return watch;
};

/**
 * For a form island's root component: `find` gives the server-rendered form (the island renders before its refs
 * exist). Reads the form on the first render, puts back what hydration changed when it commits.
 */
export function useInputsAtHydration(find: () => HTMLFormElement | null): void {
  const [started] = useState(() => (typeof document === 'undefined' ? null : watch(find())));
  useLayoutEffect(() => {
    if (!started) return;
    started.stop();
    restore(started.held);
  }, [started]);
}
