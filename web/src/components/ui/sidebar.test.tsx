import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@web/test/render';
import { SIDEBAR_COOKIE_NAME, Sidebar, SidebarContent, SidebarProvider, SidebarTrigger, useSidebar } from './sidebar';

function State() {
  const { state } = useSidebar();
  return <output data-testid="state">{state}</output>;
}

function renderSidebar() {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <SidebarProvider>
        <Sidebar collapsible="icon">
          <SidebarContent>nav</SidebarContent>
        </Sidebar>
        <SidebarTrigger />
        <State />
      </SidebarProvider>
    </I18nextProvider>,
  );
}

const clearCookie = () => {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
};

describe('Sidebar', () => {
  beforeEach(clearCookie);
  afterEach(clearCookie);

  it('Ctrl+B collapses and expands it, remembering the state in the sidebar_state cookie', () => {
    const { container } = renderSidebar();
    const sidebar = container.querySelector('[data-slot="sidebar"]');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar).toHaveAttribute('data-collapsible', 'icon');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);

    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=true`);
  });

  it('ignores B without Ctrl or Cmd', () => {
    renderSidebar();
    fireEvent.keyDown(window, { key: 'b' });
    expect(screen.getByTestId('state')).toHaveTextContent('expanded');
  });

  it('starts from the remembered state and toggles with the trigger button', async () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    renderSidebar();
    expect(screen.getByTestId('state')).toHaveTextContent('collapsed');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(screen.getByTestId('state')).toHaveTextContent('expanded');
  });
});
