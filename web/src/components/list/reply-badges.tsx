import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES } from '@common/languages';
import { Badge } from '@web/components/ui/badge';

const TONES = ['professional', 'friendly', 'casual', 'auto'];

/** The tone a reply was written in, on inbox and history cards alike. */
export function ToneBadge({ tone }: { tone: string | null | undefined }) {
  const { t } = useTranslation('list');
  if (!tone) return null;
  return (
    <Badge variant="secondary" className="font-normal">
      {t('tone.label', { tone: TONES.includes(tone) ? t(`tone.${tone}`) : tone })}
    </Badge>
  );
}

/** The language a reply is in, named in that language's own words. */
export function LanguageBadge({ language }: { language: string | null | undefined }) {
  const { t } = useTranslation('list');
  if (!language) return null;
  return (
    <Badge variant="outline" className="font-normal">
      {t('languageBadge', { language: isLanguage(language) ? LANGUAGE_NAMES[language] : language.toUpperCase() })}
    </Badge>
  );
}
