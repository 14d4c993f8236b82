import {
  BarChart3Icon,
  BellIcon,
  CreditCardIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  LinkIcon,
  LogOutIcon,
  MessageSquareTextIcon,
  SettingsIcon,
  UserIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from '@web/components/ui/sidebar';
import { Logo } from './logo';

/** `tour`: the `data-tour` name Luna's guided tours point at. */
type NavItem = { path: string; key: string; icon: LucideIcon; soon?: boolean; tour?: string };

/** Spec §2 App shell: the sidebar's two groups, in order. */
export const MAIN_NAV: NavItem[] = [
  { path: '/dashboard', key: 'dashboard', icon: LayoutDashboardIcon },
  { path: '/reviews', key: 'reviews', icon: MessageSquareTextIcon, tour: 'nav-reviews' },
  { path: '/reviews/history', key: 'history', icon: HistoryIcon },
  { path: '/analytics', key: 'analytics', icon: BarChart3Icon, soon: true },
];
export const ACCOUNT_NAV: NavItem[] = [
  { path: '/profile', key: 'profile', icon: UserIcon },
  { path: '/billing', key: 'billing', icon: CreditCardIcon },
  { path: '/platforms', key: 'platforms', icon: LinkIcon },
  { path: '/notifications', key: 'notifications', icon: BellIcon },
  { path: '/settings', key: 'settings', icon: SettingsIcon, tour: 'nav-settings' },
];

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function NavGroup({ label, items }: { label: string; items: NavItem[] }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const current = normalise(pathname);

  return (
    <SidebarGroup>
      <SidebarGroupLabel>{label}</SidebarGroupLabel>
      <SidebarGroupContent>
        <SidebarMenu>
          {items.map((item) => {
            const title = t(`sidebar.items.${item.key}`);
            const Icon = item.icon;
            if (item.soon) {
              // Not navigable: a disabled button, never a link.
              return (
                <SidebarMenuItem key={item.path}>
                  <SidebarMenuButton type="button" disabled aria-disabled tooltip={title} data-nav={item.key}>
                    <Icon aria-hidden />
                    <span>{title}</span>
                  </SidebarMenuButton>
                  <SidebarMenuBadge className="bg-primary/10 text-primary">{tc('status.soon')}</SidebarMenuBadge>
                </SidebarMenuItem>
              );
            }
            const active = current === item.path;
            return (
              <SidebarMenuItem key={item.path}>
                <SidebarMenuButton asChild isActive={active} tooltip={title}>
                  <Link
                    to={item.path}
                    viewTransition
                    aria-current={active ? 'page' : undefined}
                    data-nav={item.key}
                    data-tour={item.tour}
                    onClick={() => isMobile && setOpenMobile(false)}
                  >
                    <Icon aria-hidden />
                    <span>{title}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarGroupContent>
    </SidebarGroup>
  );
}

/** The app's navigation: logo and tagline, Main and Account groups, and Log Out. */
export function AppSidebar({ onLogOut, loggingOut = false }: { onLogOut: () => void; loggingOut?: boolean }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  return (
    <Sidebar collapsible="icon">
      <SidebarHeader className="h-14 justify-center border-b border-sidebar-border">
        <Link
          to="/dashboard"
          viewTransition
          className="flex items-center gap-2 overflow-hidden rounded-md px-1 outline-none focus-visible:ring-2 focus-visible:ring-ring group-data-[collapsible=icon]:px-0"
        >
          <Logo variant="mark" className="size-6" />
          <span className="truncate text-base font-semibold tracking-tight">{tc('app.name')}</span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <NavGroup label={t('sidebar.groups.main')} items={MAIN_NAV} />
        <NavGroup label={t('sidebar.groups.account')} items={ACCOUNT_NAV} />
      </SidebarContent>
      <SidebarFooter className="border-t border-sidebar-border">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton type="button" onClick={onLogOut} disabled={loggingOut} tooltip={t('sidebar.logOut')}>
              <LogOutIcon aria-hidden />
              <span>{loggingOut ? t('sidebar.loggingOut') : t('sidebar.logOut')}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
