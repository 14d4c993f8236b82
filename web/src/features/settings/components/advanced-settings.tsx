import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@common/languages';
import { SETTINGS_BOUNDS } from '@common/schemas/settings';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@web/components/ui/collapsible';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import type { NumberKey, SettingsDraft } from '../settings-form';
import { KeywordAlerts } from './keyword-alerts';
import { NumberField } from './number-field';
import { SubSection } from './section-card';

/** Anchors inside the collapsible part: a URL hash naming one opens it first. */
export const ADVANCED_IDS = ['advanced', 'response-length', 'custom-instructions', 'response-timing', 'retention', 'force-language', 'keyword-alerts'];

const RETENTION_VALUES = ['30', '60', '90', 'forever'] as const;
const AUTO_DETECT = 'auto';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: SettingsDraft;
  update: <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => void;
};

export function AdvancedSettings({ open, onOpenChange, draft, update }: Props) {
  const { t } = useTranslation('settings');
  const bounds = (key: NumberKey, unit: 'length' | 'timing') =>
    t(`advanced.${unit}.bounds`, { min: SETTINGS_BOUNDS[key].min, max: SETTINGS_BOUNDS[key].max });

  return (
    <Collapsible open={open} onOpenChange={onOpenChange} asChild>
      <Card id="advanced" className="scroll-mt-6" role="region" aria-labelledby="advanced-heading">
        <CardHeader>
          <h2 id="advanced-heading" className="font-semibold leading-none">
            <CollapsibleTrigger asChild>
              <button
                type="button"
                className="-m-2 flex w-[calc(100%+1rem)] cursor-pointer items-center gap-2 rounded-md p-2 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <SlidersHorizontal className="size-5 shrink-0 text-primary" aria-hidden />
                <span className="flex-1">{t('advanced.title')}</span>
                <ChevronDown className={cn('size-5 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden />
              </button>
            </CollapsibleTrigger>
          </h2>
          <CardDescription>{t('advanced.description')}</CardDescription>
        </CardHeader>
        <CollapsibleContent>
          <CardContent className="grid gap-6">
            <SubSection id="response-length" title={t('advanced.length.title')} description={t('advanced.length.description')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  id="response-min-words"
                  field="responseMinWords"
                  label={t('advanced.length.min')}
                  hint={bounds('responseMinWords', 'length')}
                  value={draft.responseMinWords}
                  onChange={(text) => update('responseMinWords', text)}
                />
                <NumberField
                  id="response-max-words"
                  field="responseMaxWords"
                  label={t('advanced.length.max')}
                  hint={bounds('responseMaxWords', 'length')}
                  value={draft.responseMaxWords}
                  onChange={(text) => update('responseMaxWords', text)}
                />
              </div>
            </SubSection>

            <SubSection id="custom-instructions" title={t('advanced.instructions.title')} description={t('advanced.instructions.description')}>
              <Textarea
                aria-label={t('advanced.instructions.title')}
                data-tour="settings-custom-instructions"
                rows={4}
                maxLength={2000}
                placeholder={t('advanced.instructions.placeholder')}
                value={draft.customInstructions}
                onChange={(event) => update('customInstructions', event.target.value)}
              />
            </SubSection>

            <SubSection id="response-timing" title={t('advanced.timing.title')} description={t('advanced.timing.description')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  id="response-delay-min"
                  field="responseDelayMin"
                  label={t('advanced.timing.min')}
                  hint={bounds('responseDelayMin', 'timing')}
                  value={draft.responseDelayMin}
                  onChange={(text) => update('responseDelayMin', text)}
                />
                <NumberField
                  id="response-delay-max"
                  field="responseDelayMax"
                  label={t('advanced.timing.max')}
                  hint={bounds('responseDelayMax', 'timing')}
                  value={draft.responseDelayMax}
                  onChange={(text) => update('responseDelayMax', text)}
                />
              </div>
            </SubSection>

            <div className="grid gap-6 border-t pt-6 sm:grid-cols-2">
              <section id="retention" aria-labelledby="retention-heading" className="grid scroll-mt-6 content-start gap-3">
                <div className="grid gap-1">
                  <Label id="retention-heading" htmlFor="retention-select" className="text-base">
                    {t('advanced.retention.title')}
                  </Label>
                  <p className="text-sm text-muted-foreground">{t('advanced.retention.description')}</p>
                </div>
                <Select
                  value={draft.historyRetentionDays === null ? 'forever' : String(draft.historyRetentionDays)}
                  onValueChange={(value) => update('historyRetentionDays', value === 'forever' ? null : (Number(value) as 30 | 60 | 90))}
                >
                  <SelectTrigger id="retention-select" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {RETENTION_VALUES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {value === 'forever' ? t('advanced.retention.forever') : t('advanced.retention.days', { days: value })}
                        {value === '90' && ` (${t('recommended')})`}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </section>

              <section id="force-language" aria-labelledby="force-language-heading" className="grid scroll-mt-6 content-start gap-3">
                <div className="grid gap-1">
                  <Label id="force-language-heading" htmlFor="force-language-select" className="text-base">
                    {t('advanced.forceLanguage.title')}
                  </Label>
                  <p className="text-sm text-muted-foreground">{t('advanced.forceLanguage.description')}</p>
                </div>
                <Select
                  value={draft.forceLanguage ?? AUTO_DETECT}
                  onValueChange={(value) => update('forceLanguage', isLanguage(value) ? value : null)}
                >
                  <SelectTrigger id="force-language-select" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={AUTO_DETECT}>{t('advanced.forceLanguage.auto')}</SelectItem>
                    {LANGUAGES.map((language) => (
                      <SelectItem key={language} value={language} lang={language}>
                        {LANGUAGE_NAMES[language]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </section>
            </div>

            <SubSection id="keyword-alerts" title={t('advanced.keywords.title')} description={t('advanced.keywords.description')}>
              <KeywordAlerts keywords={draft.keywordAlerts} onChange={(keywords) => update('keywordAlerts', keywords)} />
            </SubSection>
          </CardContent>
        </CollapsibleContent>
      </Card>
    </Collapsible>
  );
}
