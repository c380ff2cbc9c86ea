/**
 * The language switcher of the header: links to the same page in each language, keeping the
 * query (the booking page's `?service=`) and, because every language is routed to the same elements
 * (app-routes.tsx), what the visitor has entered on the page. Real links: they work before the scripts
 * run and tell search engines about each version. In the phone menu the four links sit in a grid; on
 * wider screens they open from a small button (a disclosure: Escape or a click elsewhere closes it).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '../../../domain/language.ts';
import { localizedPath } from '../../../domain/language-paths.ts';
import { GlobeIcon } from '../../components/icons.tsx';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';

/** Short labels for the button: the language's own short name. */
const SHORT_NAMES: Readonly<Record<Language, string>> = { en: 'EN', th: 'ไทย', ru: 'RU', zh: '中文' };

function useLanguageLinks(): { language: Language; href: string }[] {
  // Inside the routes the location is the page's English path (app-routes.tsx).
  const { pathname: path, search, hash } = useLocation();
  return SUPPORTED_LANGUAGES.map((language) => ({
    language,
    href: `${localizedPath(`${path}${search}`, language)}${hash}`,
  }));
}

function LanguageLink({
  language,
  href,
  current,
  className,
  onClick,
}: {
  language: Language;
  href: string;
  current: boolean;
  className: string;
  onClick?: () => void;
}) {
  return (
    <Link
      to={href}
      hrefLang={language}
      lang={language}
      aria-current={current ? 'true' : undefined}
      className={`${className} ${current ? 'bg-blush font-semibold text-rose-deep' : 'text-plum hover:text-rose-deep'}`}
      onClick={onClick}
      preventScrollReset
    >
      {LANGUAGE_NAMES[language]}
    </Link>
  );
}

/** The four languages as links to this page in each, the current one marked. */
function LanguageList({
  current,
  onChoose,
  listClassName,
  linkClassName,
}: {
  current: Language;
  onChoose: () => void;
  listClassName: string;
  linkClassName: string;
}) {
  const links = useLanguageLinks();
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.language}>
          <LanguageLink {...link} current={link.language === current} className={linkClassName} onClick={onChoose} />
        </li>
      ))}
    </ul>
  );
}

export function LanguageSwitcher({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const labelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const choose = () => {
    setOpen(false);
    onChoose();
  };

  return (
    <>
      {/* Phone menu: the four languages in a two-by-two grid. */}
      <div className="md:hidden" role="group" aria-labelledby={labelId}>
        <p id={labelId} className="px-3 pt-3 pb-1 text-xs font-semibold tracking-widest text-plum-soft uppercase">
          {t('language.label')}
        </p>
        <LanguageList
          current={current}
          onChoose={choose}
          listClassName="grid grid-cols-2 gap-1"
          linkClassName="block rounded-full px-3 py-2 text-[0.95rem]"
        />
      </div>
      {/* Wider screens: a small button opening the list. */}
      <div className="relative max-md:hidden">
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('language.choose', { language: LANGUAGE_NAMES[current] })}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-[0.95rem] whitespace-nowrap text-plum hover:text-rose-deep md:px-2 lg:px-3"
        >
          <GlobeIcon size={18} />
          <span lang={current}>{SHORT_NAMES[current]}</span>
        </button>
        <div
          ref={listRef}
          id={listId}
          hidden={!open}
          className="absolute right-0 z-50 mt-2 w-44 rounded-2xl border border-plum/10 bg-cream p-2 shadow-lg"
        >
          <LanguageList
            current={current}
            onChoose={choose}
            listClassName="space-y-1"
            linkClassName="block rounded-xl px-3 py-2 text-[0.95rem]"
          />
        </div>
      </div>
    </>
  );
}
