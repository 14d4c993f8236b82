import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSelect } from '@web/features/public/components/lazy-language-select';
import { Logo } from '@web/components/layout/logo';
import { ThemeToggle } from '@web/components/layout/theme-toggle';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { SECTION_LINKS } from '../lib/scroll';
import { CONTAINER } from './section-heading';

const MOBILE_QUERY = '(max-width: 767.98px)';

/** Sticky header: anchors, language, theme, Log In / Sign Up; below 768 px the anchors and buttons fold into a menu. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Escape closes the menu (focus back on its button); growing past the breakpoint closes it too.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
    const onMedia = (event: MediaQueryListEvent) => {
      if (!event.matches) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    media?.addEventListener('change', onMedia);
    menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      media?.removeEventListener('change', onMedia);
    };
  }, [menuOpen]);

  // Anchors stay real links (they work without script and can be copied); a plain click scrolls smoothly.
  const onAnchorClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    setMenuOpen(false);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ hash: `#${id}` });
  };

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200',
        // No backdrop-filter while the menu is open: it would become the containing block of the fixed scrim.
        menuOpen
          ? 'border-border bg-background'
          : scrolled
            ? 'border-border bg-background/85 shadow-xs backdrop-blur supports-[backdrop-filter]:bg-background/70'
            : 'border-transparent bg-background/0',
      )}
    >
      <div className={cn(CONTAINER, 'flex h-16 items-center justify-between gap-4')}>
        <Link
          to="/"
          aria-label={t('nav.home')}
          className="shrink-0 rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <Logo />
        </Link>

        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <SectionLinks onAnchorClick={onAnchorClick} />
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <LanguageSelect />
          <ThemeToggle />
          <Button asChild variant="ghost">
            <Link to="/login">{t('nav.logIn')}</Link>
          </Button>
          <Button asChild>
            <Link to="/signup">{t('nav.signUp')}</Link>
          </Button>
        </div>

        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            aria-expanded={menuOpen}
            aria-controls="landing-mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </Button>
        </div>
      </div>

      {/* Between 768 px and 1280 px the anchors get a row of their own, so that no language runs out of room. */}
      <nav aria-label={t('nav.label')} className="hidden border-t border-border/60 md:block xl:hidden">
        <SectionLinks onAnchorClick={onAnchorClick} className={cn(CONTAINER, 'h-11 justify-center')} />
      </nav>

      {menuOpen ? (
        <>
          <div
            aria-hidden
            className="fixed inset-x-0 top-16 bottom-0 z-30 bg-foreground/20 backdrop-blur-[2px] md:hidden"
            onClick={() => setMenuOpen(false)}
          />
          <div
            ref={menuRef}
            id="landing-mobile-menu"
            className="absolute inset-x-0 top-16 z-40 border-b bg-background shadow-lg md:hidden"
          >
            <nav aria-label={t('nav.label')} className={cn(CONTAINER, 'py-4')}>
              <ul className="flex flex-col">
                {SECTION_LINKS.map((link) => (
                  <li key={link.id}>
                    <a
                      href={`#${link.id}`}
                      onClick={(event) => onAnchorClick(event, link.id)}
                      className="flex rounded-md px-3 py-3 text-base font-medium transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                    >
                      {t(link.labelKey)}
                    </a>
                  </li>
                ))}
              </ul>
              <div className="mt-4 flex items-center justify-between gap-3 border-t px-3 pt-4">
                <span className="text-sm text-muted-foreground">{t('nav.language')}</span>
                <LanguageSelect />
              </div>
              <div className="mt-4 grid grid-cols-2 gap-3">
                <Button asChild variant="outline" size="lg">
                  <Link to="/login" onClick={() => setMenuOpen(false)}>
                    {t('nav.logIn')}
                  </Link>
                </Button>
                <Button asChild size="lg">
                  <Link to="/signup" onClick={() => setMenuOpen(false)}>
                    {t('nav.signUp')}
                  </Link>
                </Button>
              </div>
            </nav>
          </div>
        </>
      ) : null}
    </header>
  );
}

function SectionLinks({
  onAnchorClick,
  className,
}: {
  onAnchorClick: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('landing');
  return (
    <ul className={cn('flex items-center gap-1', className)}>
      {SECTION_LINKS.map((link) => (
        <li key={link.id}>
          <a
            href={`#${link.id}`}
            onClick={(event) => onAnchorClick(event, link.id)}
            className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {t(link.labelKey)}
          </a>
        </li>
      ))}
    </ul>
  );
}
