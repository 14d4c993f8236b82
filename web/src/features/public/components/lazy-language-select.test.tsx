import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LanguageSelect as RealLanguageSelect } from '@web/components/layout/language-select';
import { changeLanguage } from '@web/lib/i18n';
import { createTestI18n } from '@web/test/render';
import { LanguageSelect } from './lazy-language-select';

vi.mock('@web/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/i18n')>()),
  changeLanguage: vi.fn(async () => {}),
}));

beforeEach(() => vi.mocked(changeLanguage).mockClear());

const renderInEnglish = (ui: ReactElement) => render(<I18nextProvider i18n={createTestI18n()}>{ui}</I18nextProvider>);

/** The trigger as a screen reader and the stylesheet see it; the list's id exists only while it is open. */
function closedTrigger() {
  const trigger = screen.getByRole('combobox', { name: 'Language' }).cloneNode(true) as HTMLElement;
  trigger.removeAttribute('aria-controls');
  return trigger.outerHTML;
}

describe('LanguageSelect on public pages', () => {
  it('stands in with the same markup as the Radix select it replaces', () => {
    const { unmount } = renderInEnglish(<RealLanguageSelect className="extra" />);
    const real = closedTrigger();
    unmount();
    renderInEnglish(<LanguageSelect className="extra" />);
    expect(closedTrigger()).toBe(real);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the real list on the first click and switches the language', async () => {
    const user = userEvent.setup();
    renderInEnglish(<LanguageSelect />);
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Dansk',
      'Svenska',
      'Norsk',
      'Suomi',
      'Deutsch',
      'Français',
      'Español',
      'Português',
    ]);
    await user.click(screen.getByRole('option', { name: 'Dansk' }));
    expect(changeLanguage).toHaveBeenCalledWith('da');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard with the current language focused, and Escape gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    renderInEnglish(<LanguageSelect />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'English' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('takes a letter typed on the closed trigger as type-ahead, as Radix does', async () => {
    const user = userEvent.setup();
    renderInEnglish(<LanguageSelect />);
    await user.tab();
    await user.keyboard('s');
    await waitFor(() => expect(changeLanguage).toHaveBeenCalledWith('sv'));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
