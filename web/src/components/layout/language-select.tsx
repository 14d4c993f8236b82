import { GlobeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@common/languages';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { changeLanguage } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';

/** A compact chooser of the nine interface languages, each in its own name. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <Select value={current} onValueChange={(value) => void changeLanguage(value)}>
      <SelectTrigger size="sm" className={cn('gap-1.5 border-transparent shadow-none hover:bg-accent dark:bg-transparent', className)} aria-label={t('language.label')}>
        <GlobeIcon aria-hidden />
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {LANGUAGES.map((language) => (
          <SelectItem key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
