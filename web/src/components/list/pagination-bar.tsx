import { ChevronLeft, ChevronRight, MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { pageList } from './page-list';

type Props = { page: number; pageCount: number; onPageChange: (page: number) => void };

/** Previous/Next, the numbered pages with ellipses (see pageList), and 'Page X of Y'. */
export function PaginationBar({ page, pageCount, onPageChange }: Props) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground tabular-nums">{t('pagination.pageOf', { page, pages: pageCount })}</p>
      <div className="flex flex-wrap items-center justify-center gap-1">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden />
          <span className="max-sm:sr-only">{t('pagination.previous')}</span>
        </Button>
        {pageList(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              variant={item === page ? 'default' : 'ghost'}
              size="sm"
              className="min-w-8 px-2 tabular-nums"
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('pagination.goTo', { page: item })}
              onClick={() => onPageChange(item)}
            >
              {item}
            </Button>
          ) : (
            <span key={item} data-testid="pagination-ellipsis" className="grid size-8 place-items-center text-muted-foreground" aria-hidden>
              <MoreHorizontal className="size-4" />
            </span>
          ),
        )}
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
          <span className="max-sm:sr-only">{t('pagination.next')}</span>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
