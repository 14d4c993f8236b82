import { GlobeIcon } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@common/languages';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { changeLanguage } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { LANGUAGE_TRIGGER_CLASSES } from './language-select-lookalike';

/**
 * A compact chooser of the nine interface languages, each in its own name. `defaultOpen` and `triggerRef`
 * let it take over from its look-alike (public pages) in the state the visitor asked for.
 */
export function LanguageSelect({ className, defaultOpen, triggerRef }: { className?: string; defaultOpen?: boolean; triggerRef?: Ref<HTMLButtonElement> }) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <Select value={current} onValueChange={(value) => void changeLanguage(value)} defaultOpen={defaultOpen}>
      <SelectTrigger ref={triggerRef} size="sm" className={cn(LANGUAGE_TRIGGER_CLASSES, className)} aria-label={t('language.label')}>
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
