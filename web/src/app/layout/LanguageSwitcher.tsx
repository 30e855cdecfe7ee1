/** Header menu to switch between zh-CN and en-US; the choice is saved and sets <html lang>. */
import { LANGUAGES, type Language } from '@cloudpaste/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/classes';
import { Icon } from '../../components/Icon';
import { isLanguage, setLanguage } from '../../i18n/language';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    // A click anywhere else closes the menu, like a native one.
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function choose(language: Language) {
    // The choice is saved first; if its translations cannot load (offline, not cached), the page
    // stays in the language it shows, and the saved choice applies on the next load.
    setLanguage(language).catch((error: unknown) => console.error('Language switch failed', error));
    close();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-testid="language-switcher"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('language.label', { language: t(`language.names.${current}`) })}
        onClick={() => setOpen((value) => !value)}
        className={`flex items-center gap-1 rounded-md p-2 text-sm text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ${focusRing}`}
      >
        <Icon name="globe" />
        <span className="hidden sm:inline">{t(`language.names.${current}`)}</span>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-36 rounded-md border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          {LANGUAGES.map((language) => (
            <li key={language} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={language === current}
                lang={language}
                onClick={() => choose(language)}
                className={`block w-full px-4 py-2 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 focus:outline-none dark:hover:bg-gray-800 dark:focus:bg-gray-800 ${language === current ? 'font-semibold text-blue-600 dark:text-blue-400' : 'text-gray-700 dark:text-gray-200'}`}
              >
                {t(`language.names.${language}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
