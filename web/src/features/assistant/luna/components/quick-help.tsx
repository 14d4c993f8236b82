import { ChevronRight, MessageSquareReply, Plug, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUR_IDS, type TourId } from '@common/schemas/luna';
import { useTours } from '@web/features/assistant/tours/tour-context';

const ICONS: Record<TourId, LucideIcon> = {
  'first-review': MessageSquareReply,
  'ai-settings': SlidersHorizontal,
  'connect-platforms': Plug,
};

/** Spec §2: the three guided tours. The panel closes first, so the tour has the screen to itself. */
export function QuickHelp({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation(['luna', 'tours']);
  const tours = useTours();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('luna:quickHelp.heading')}
      </h3>
      <ul className="grid gap-1.5">
        {TOUR_IDS.map((id) => {
          const Icon = ICONS[id];
          return (
            <li key={id}>
              <button
                type="button"
                onClick={() => {
                  onStart();
                  tours.start(id);
                }}
                className="flex w-full cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2 text-left text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Icon aria-hidden className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 flex-1">{t(`tours:${id}.name`)}</span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
