import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

// The dialog (and Radix Dialog with it) loads on first use, keeping the home bundle small.
const ClearDataDialog = lazy(() =>
  import('./clear-data-dialog').then((m) => ({ default: m.ClearDataDialog })),
);

/**
 * The home's 'More' menu (issue 43 item 5, DESIGN §3.4): what a hire rarely needs, out of the way of
 * their tasks. Today 'Clear All Data & Start Fresh', which asks before it clears. A disclosure: the
 * button says whether it is open, Escape or a tap elsewhere closes it, and focus goes back to it.
 */
export function HomeMenu() {
  const { t } = useTranslation('home');
  const [isOpen, setIsOpen] = useState(false);
  const [isClearing, setIsClearing] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (isOpen && !wrapper.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <Button
        ref={toggle}
        variant="outline"
        className="px-3"
        aria-label={t('menu.more')}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      </Button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute end-0 top-full z-30 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        <Button
          variant="danger-ghost"
          className="w-full justify-start text-start"
          onClick={() => {
            // Focus back on the menu's button first: the dialog returns it there when it closes.
            close();
            setIsClearing(true);
          }}
        >
          {t('clear.button')}
        </Button>
      </div>
      {isClearing && (
        <Suspense fallback={null}>
          <ClearDataDialog onClose={() => setIsClearing(false)} />
        </Suspense>
      )}
    </div>
  );
}
