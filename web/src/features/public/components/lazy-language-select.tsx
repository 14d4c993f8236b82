import { useCallback, useRef, useState } from 'react';
import type { LanguageSelect as RealLanguageSelect } from '@web/components/layout/language-select';
import { LanguageSelectLookalike, type LanguageSelectActivation } from '@web/components/layout/language-select-lookalike';

let loading: Promise<typeof RealLanguageSelect> | undefined;
/** Fetched once; a failed fetch is forgotten so that the next press tries again. */
function loadLanguageSelect() {
  loading ??= import('@web/components/layout/language-select').then(
    (module) => module.LanguageSelect,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * `LanguageSelect` for public pages. Radix Select and its positioning (about 30 KB over the wire) are not
 * needed to read a page, so a look-alike stands in until the visitor hovers or focuses it (the fetch
 * starts) and presses it (the real select replaces it, open, or given the letters typed for type-ahead).
 */
export function LanguageSelect({ className }: { className?: string }) {
  const [Real, setReal] = useState<typeof RealLanguageSelect | null>(null);
  const [open, setOpen] = useState(false);
  const typedAhead = useRef('');

  const activate = (activation: LanguageSelectActivation) => {
    if (activation.open) setOpen(true);
    else typedAhead.current += activation.key;
    loadLanguageSelect().then(
      (component) => setReal(() => component),
      // Offline or a new deployment: the look-alike stays, and the next press tries again.
      () => {},
    );
  };

  const takeOverTyping = useCallback((trigger: HTMLButtonElement | null) => {
    const keys = typedAhead.current;
    if (!trigger || !keys) return;
    typedAhead.current = '';
    trigger.focus();
    // Radix looks for a match among the options, which register just after the trigger mounts.
    setTimeout(() => {
      for (const key of keys) trigger.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  }, []);

  if (!Real) return <LanguageSelectLookalike className={className} onActivate={activate} onIntent={() => void loadLanguageSelect().catch(() => {})} />;
  return <Real className={className} defaultOpen={open} triggerRef={takeOverTyping} />;
}
