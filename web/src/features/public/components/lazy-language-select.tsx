import { ChevronDownIcon, GlobeIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES } from '@common/languages';
import { cn } from '@web/lib/utils';

// The real select (Radix Select, popper, scroll lock: about 13 KB gzip) is not needed to read the page,
// so public pages fetch it right after their first render instead of before it (design §7 budget).
const RealLanguageSelect = lazy(() => import('@web/components/layout/language-select').then((module) => ({ default: module.LanguageSelect })));

/** `LanguageSelect` for public pages: the same control, loaded lazily behind a look-alike placeholder. */
export function LanguageSelect({ className }: { className?: string }) {
  return (
    <Suspense fallback={<Placeholder className={className} />}>
      <RealLanguageSelect className={className} />
    </Suspense>
  );
}

function Placeholder({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <span
      aria-hidden
      className={cn('inline-flex h-8 items-center justify-between gap-1.5 rounded-md border border-transparent px-3 py-2 text-sm whitespace-nowrap [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground', className)}
    >
      <GlobeIcon />
      {LANGUAGE_NAMES[current]}
      <ChevronDownIcon className="opacity-50" />
    </span>
  );
}
