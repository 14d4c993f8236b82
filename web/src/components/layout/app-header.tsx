import { BugIcon, LifeBuoyIcon, LightbulbIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { Separator } from '@web/components/ui/separator';
import { SidebarTrigger } from '@web/components/ui/sidebar';
import { LocationSwitcher } from '@web/features/locations/components/location-switcher';
import { FeedbackDialog, type FeedbackKind } from './feedback-dialog';
import { ThemeToggle } from './theme-toggle';

/** Top bar of the app: sidebar toggle, the location switcher (several locations only), Help & Feedback menu and the theme toggle. */
export function AppHeader() {
  const { t } = useTranslation('shell');
  const [feedback, setFeedback] = useState<FeedbackKind | null>(null);
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/80 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 md:px-4">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-4" />
      <LocationSwitcher />
      <div className="flex-1" />
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="h-9 gap-2 px-2.5" aria-label={t('header.help')}>
            <LifeBuoyIcon aria-hidden />
            <span className="hidden sm:inline">{t('header.help')}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuItem onSelect={() => setFeedback('problem')}>
            <BugIcon aria-hidden />
            {t('header.reportProblem')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setFeedback('feature')}>
            <LightbulbIcon aria-hidden />
            {t('header.requestFeature')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ThemeToggle />
      <FeedbackDialog kind={feedback} onOpenChange={(open) => !open && setFeedback(null)} />
    </header>
  );
}
