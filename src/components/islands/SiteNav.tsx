/**
 * The header's navigation: the DIENSTEN dropdown (desktop) and the mobile menu, one island.
 * Rendered on the server, so every link is in the HTML. Before hydration CSS does the work
 * (the dropdown opens on :hover and :focus-within, the mobile menu on :target, with its services listed); the island
 * hydrates on the first interaction with the header (see src/lib/interaction-directive.ts).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { NavItem, NavKey, SiteNavStrings } from '../../data/main-nav';

/**
 * The view: every word comes in as props. The islands the pages use are the per-language entries
 * SiteNav.nl.tsx and SiteNav.en.tsx, which import their own words, so a page's script holds one language only.
 */
export interface SiteNavProps {
  active: NavKey | null;
  items: NavItem[];
  t: SiteNavStrings;
  /** The dropdown's list of services, as static HTML from Header.astro (an Astro slot: no data in the island's props). */
  serviceMenu?: ReactNode;
  /** The same services for the mobile panel. */
  mobileServices?: ReactNode;
  /**
   * Static HTML from Header.astro (Astro slots; two elements may share a slot): `actions`, beside the menu at every
   * width, the header's two jobs, "Afspraak aanvragen" and "Schade melden" (issue 34 §6), then the link to the page in
   * the other language; `menuActions`, at the foot of the phone menu, the phone and WhatsApp (MenuContact.astro: the
   * menu does not repeat the two jobs, design review 2026-11-28 evening, M6), then the language link again.
   */
  actions?: ReactNode;
  menuActions?: ReactNode;
}

/**
 * Lucide's chevron-down, menu and x as lean SVG: the stroke styling is the .icon rule in global.css, as for the
 * Astro icons (src/components/ui/Icon.astro), so the header's HTML does not repeat six attributes per icon.
 */
const Svg = ({ d, className }: { d: string; className: string }) => (
  <svg viewBox="0 0 24 24" className={`icon ${className}`} aria-hidden="true">
    <path d={d} />
  </svg>
);

const cx = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** A link that acts as a toggle button once the island is live: a click or Space toggles instead of following it. */
const toggleHandlers = (toggle: () => void) => ({
  onClick: (e: MouseEvent) => {
    e.preventDefault();
    toggle();
  },
  onKeyDown: (e: KeyboardEvent) => {
    if (e.key === ' ') {
      e.preventDefault();
      toggle();
    }
  },
});

export default function SiteNav({ active, items, t, serviceMenu, mobileServices, actions, menuActions }: SiteNavProps) {
  const [hydrated, setHydrated] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const pointerType = useRef<string>('');
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const wrapperRef = useRef<HTMLLIElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const mobileButtonRef = useRef<HTMLAnchorElement>(null);
  const dropdownId = 'diensten-menu';

  useEffect(() => {
    setHydrated(true);
    // The pointer that woke the island may already rest on DIENSTEN: keep the list open, as CSS showed it.
    if (wrapperRef.current?.matches(':hover') && matchMedia('(hover: hover)').matches) setDropdownOpen(true);
  }, []);

  // Close the dropdown on a tap or click anywhere else.
  useEffect(() => {
    if (!dropdownOpen) return;
    const onDown = (e: PointerEvent) => {
      if (!wrapperRef.current?.contains(e.target as Node)) setDropdownOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [dropdownOpen]);

  // Escape closes the mobile menu from anywhere and returns focus to its button.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMobileOpen(false);
        mobileButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const focusFirstItem = () =>
    requestAnimationFrame(() => dropdownRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setDropdownOpen((open) => !open);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setDropdownOpen(true);
      focusFirstItem();
    }
  };

  const onTriggerClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // A mouse click follows the link to /services (hover already showed the list); a tap toggles the list.
    if (pointerType.current === 'mouse') return;
    e.preventDefault();
    setDropdownOpen((open) => !open);
  };

  const onDropdownKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && dropdownOpen) {
      e.preventDefault();
      setDropdownOpen(false);
      triggerRef.current?.focus();
    }
  };

  const linkClass = (key: NavKey) =>
    cx(
      'inline-flex items-center gap-1 rounded-lg p-2 font-semibold whitespace-nowrap transition-colors xl:px-3',
      active === key ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-brand-50 hover:text-brand-800',
    );

  return (
    // data-header-group: shown once complete (global.css), so a page painted while it arrives does not shift.
    <div className="flex items-center gap-2" data-header-group="">
      <nav aria-label={t.mainMenu} className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {items.map((item) =>
            item.key === 'services' ? (
              <li
                key={item.key}
                ref={wrapperRef}
                className={cx('relative', !hydrated && 'group')}
                onPointerEnter={(e) => e.pointerType === 'mouse' && setDropdownOpen(true)}
                onPointerLeave={(e) => e.pointerType === 'mouse' && setDropdownOpen(false)}
                onPointerDown={(e) => (pointerType.current = e.pointerType)}
                onKeyDown={onDropdownKeyDown}
                onBlur={(e) => {
                  if (!wrapperRef.current?.contains(e.relatedTarget as Node | null)) setDropdownOpen(false);
                }}
              >
                <a
                  ref={triggerRef}
                  href={item.href}
                  className={linkClass(item.key)}
                  aria-current={active === item.key ? 'page' : undefined}
                  aria-expanded={dropdownOpen}
                  aria-controls={dropdownId}
                  data-replay-tap=""
                  onKeyDown={onTriggerKeyDown}
                  onClick={onTriggerClick}
                >
                  {item.label}
                  <Svg d="m6 9 6 6 6-6" className={cx('size-4 transition-transform', dropdownOpen && 'rotate-180')} />
                </a>
                <div
                  className={cx(
                    'absolute top-full left-1/2 z-50 w-max -translate-x-1/2 pt-2',
                    dropdownOpen ? 'visible opacity-100' : 'invisible opacity-0',
                    !hydrated && 'group-hover:visible group-hover:opacity-100',
                    'transition-opacity',
                  )}
                >
                  <div
                    id={dropdownId}
                    ref={dropdownRef}
                    onClick={(e) => (e.target as Element).closest('a') && setDropdownOpen(false)}
                  >
                    {serviceMenu}
                  </div>
                </div>
              </li>
            ) : (
              // Below 1280 px the logo is the way home: the bar needs the room for the report button.
              <li key={item.key} className={item.key === 'home' ? 'hidden xl:block' : undefined}>
                <a href={item.href} className={linkClass(item.key)} aria-current={active === item.key ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </nav>

      {actions}

      <a
        ref={mobileButtonRef}
        href="#mobiel-menu"
        role="button"
        aria-expanded={mobileOpen}
        aria-controls="mobiel-menu"
        data-replay-click=""
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
        {...toggleHandlers(() => setMobileOpen((open) => !open))}
      >
        <Svg d={mobileOpen ? 'M18 6 6 18M6 6l12 12' : 'M4 5h16M4 12h16M4 19h16'} className="size-6" />
        <span className="sr-only">{t.menu}</span>
      </a>

      {/* A light scrim (brand-950 at 30 %) under the open panel, over the page below the bar: a tap on it closes the menu. */}
      {mobileOpen && (
        <div
          className="fixed inset-0 top-14 bg-[#0c1e454d] lg:hidden"
          onClick={() => setMobileOpen(false)}
        />
      )}
      <div
        id="mobiel-menu"
        className={cx(
          'absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-line bg-white shadow-lift lg:hidden',
          mobileOpen ? 'block' : 'hidden',
          !hydrated && 'target:block',
        )}
      >
        <nav aria-label={t.mobileMenu} className="mx-auto max-w-7xl p-4">
          <ul className="grid gap-1">
            {items.map((item) => {
              const itemClass = cx(
                'rounded-lg p-3 text-lg font-semibold',
                active === item.key ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-brand-50',
              );
              return item.key === 'services' ? (
                // A disclosure once the island is live, so that the four items fit the first screen: the services open
                // under it. Without JavaScript (the panel opens on :target) Diensten stays the link to /services and
                // the panel lists the services, as it always did. With JavaScript the panel opens only once live.
                <li key={item.key}>
                  <a
                    href={item.href}
                    role={hydrated ? 'button' : undefined}
                    aria-expanded={hydrated ? servicesOpen : undefined}
                    aria-controls={hydrated ? 'mobiel-diensten' : undefined}
                    className={cx(itemClass, 'flex items-center justify-between')}
                    {...toggleHandlers(() => setServicesOpen((open) => !open))}
                  >
                    {item.label}
                    <Svg d="m6 9 6 6 6-6" className={cx('size-4 transition-transform', servicesOpen && 'rotate-180')} />
                  </a>
                  <div id="mobiel-diensten" className={hydrated && !servicesOpen ? 'hidden' : undefined}>
                    {mobileServices}
                  </div>
                </li>
              ) : (
                <li key={item.key}>
                  <a href={item.href} aria-current={active === item.key ? 'page' : undefined} className={cx('block', itemClass)}>
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
          {menuActions}
        </nav>
      </div>
    </div>
  );
}
