import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@web/test/render';
import { ToasterOnFirstToast } from './toaster-on-first-toast';
import { resetToasts, toast } from './use-toast';

afterEach(() => resetToasts());

describe('ToasterOnFirstToast', () => {
  it('renders nothing until the first toast, then shows that toast', async () => {
    const { container } = render(
      <I18nextProvider i18n={createTestI18n()}>
        <ToasterOnFirstToast />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => {
      toast({ variant: 'destructive', title: 'Login failed', description: 'Wrong email or password' });
    });
    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
  });
});
