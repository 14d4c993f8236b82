import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from './lazy-language-select';
import { Logo } from '@web/components/layout/logo';
import { PUBLIC_NAMESPACES } from './namespaces';

type FooterLink = { to: string; label: string };

/** The footer of every public page, the landing page included. */
export function SiteFooter() {
  const { t } = useTranslation(PUBLIC_NAMESPACES);
  const columns: Array<{ title: string; links: FooterLink[] }> = [
    {
      title: t('footer.product'),
      links: [
        { to: '/#benefits', label: t('footer.benefits') },
        { to: '/#features', label: t('footer.features') },
        { to: '/#pricing', label: t('footer.pricing') },
        { to: '/#testimonials', label: t('footer.customers') },
      ],
    },
    {
      title: t('footer.company'),
      links: [
        { to: '/about', label: t('footer.about') },
        { to: '/blog', label: t('footer.blog') },
        { to: '/integrations', label: t('footer.integrations') },
      ],
    },
    {
      title: t('footer.account'),
      links: [
        { to: '/login', label: t('footer.logIn') },
        { to: '/signup', label: t('footer.signUp') },
      ],
    },
  ];

  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
          <div className="flex flex-col gap-4">
            <Link to="/" aria-label={t('footer.home')} className="w-fit rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
              <Logo />
            </Link>
            <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">{t('footer.tagline')}</p>
            <div className="w-fit">
              <LanguageSelect className="-ml-2.5" />
            </div>
          </div>
          <nav aria-label={t('footer.navLabel')} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold">{column.title}</h2>
                <ul className="mt-4 flex flex-col gap-3">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t pt-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.madeFor')}</p>
        </div>
      </div>
    </footer>
  );
}
