import { ChevronDownIcon, GlobeIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES } from '@common/languages';
import { SELECT_TRIGGER_CLASSES } from '@web/components/ui/select-trigger-classes';
import { cn } from '@web/lib/utils';

/** What the language select adds to the select trigger's look; the look-alike wears it too. */
export const LANGUAGE_TRIGGER_CLASSES = 'gap-1.5 border-transparent shadow-none hover:bg-accent dark:bg-transparent';

// The keys on which Radix Select's trigger opens its list.
const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

/** `open`: the list was asked for; `type`: a letter was typed, which Radix's trigger reads as type-ahead. */
export type LanguageSelectActivation = { open: true } | { open: false; key: string };

/**
 * The closed language select as Radix renders it (same element, attributes and classes), without Radix:
 * it reports the first press, click or key that Radix's trigger would act on, so that the real select can
 * be loaded then and take over. `onIntent` (hover, focus) is the moment to start fetching it.
 */
export function LanguageSelectLookalike({
  className,
  onActivate,
  onIntent,
}: {
  className?: string;
  onActivate: (activation: LanguageSelectActivation) => void;
  onIntent: () => void;
}) {
  const { t, i18n } = useTranslation('common');
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  // As in Radix: a mouse opens on press, touch and pen on click (so that a scroll does not open it).
  const pointerType = useRef('touch');
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      data-slot="select-trigger"
      data-size="sm"
      className={cn(SELECT_TRIGGER_CLASSES, LANGUAGE_TRIGGER_CLASSES, className)}
      aria-label={t('language.label')}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onPointerDown={(event) => {
        pointerType.current = event.pointerType;
        if (event.button === 0 && !event.ctrlKey && event.pointerType === 'mouse') {
          onActivate({ open: true });
          event.preventDefault();
        }
      }}
      onClick={(event) => {
        event.currentTarget.focus();
        if (pointerType.current !== 'mouse') onActivate({ open: true });
      }}
      onKeyDown={(event) => {
        if (OPEN_KEYS.includes(event.key)) {
          onActivate({ open: true });
          event.preventDefault();
        } else if (event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey) {
          onActivate({ open: false, key: event.key });
        }
      }}
    >
      <GlobeIcon aria-hidden />
      <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
        {LANGUAGE_NAMES[current]}
      </span>
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden />
    </button>
  );
}
