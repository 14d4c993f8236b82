import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { addKeyword } from '../settings-form';

/** Keyword chips: Enter or Add adds the trimmed, lowercased word unless empty or present; each chip can be removed. */
export function KeywordAlerts({ keywords, onChange }: { keywords: string[]; onChange: (keywords: string[]) => void }) {
  const { t } = useTranslation('settings');
  const [input, setInput] = useState('');

  const add = () => {
    const next = addKeyword(keywords, input);
    if (next.length !== keywords.length) onChange(next);
    setInput('');
  };

  return (
    <div className="grid gap-3">
      <div className="flex gap-2">
        <Input
          aria-label={t('advanced.keywords.label')}
          placeholder={t('advanced.keywords.placeholder')}
          value={input}
          maxLength={100}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden />
          {t('advanced.keywords.add')}
        </Button>
      </div>
      {keywords.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('advanced.keywords.empty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('advanced.keywords.title')}>
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex items-center gap-1 rounded-full border bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              {keyword}
              <button
                type="button"
                className="inline-flex size-5 cursor-pointer items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                aria-label={t('advanced.keywords.remove', { keyword })}
                onClick={() => onChange(keywords.filter((word) => word !== keyword))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
