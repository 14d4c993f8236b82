import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@web/test/render';
import { AppHeader } from './app-header';
import { SidebarProvider } from '@web/components/ui/sidebar';

function renderHeader() {
  return renderWithProviders(
    <SidebarProvider>
      <AppHeader />
    </SidebarProvider>,
  );
}

async function openDialog(item: 'Report a Problem' | 'Request a Feature') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Help & Feedback' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  await screen.findByRole('dialog');
  return user;
}

describe('Feedback dialog', () => {
  it('keeps Send Feedback disabled while the description is blank', async () => {
    mockApi({});
    renderHeader();
    const user = await openDialog('Report a Problem');
    const send = screen.getByRole('button', { name: 'Send Feedback' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Description'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Description'), 'x');
    expect(send).toBeEnabled();
  });

  it('posts the report, closes, clears the fields and thanks the user', async () => {
    const api = mockApi({ 'POST /api/feedback': { status: 201, body: { ok: true } } });
    renderHeader();
    const user = await openDialog('Report a Problem');
    expect(screen.getByRole('dialog', { name: 'Report a Problem' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'The reviews page is blank');
    await user.type(screen.getByLabelText('Email (optional)'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.getByText("We've received your problem report. We'll review it soon.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/feedback').map((call) => call.body)).toEqual([
      { kind: 'problem', description: 'The reviews page is blank', email: 'anna@example.com' },
    ]);

    await openDialog('Request a Feature');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('');
  });

  it('sends a feature request without an email when none is given', async () => {
    const api = mockApi({ 'POST /api/feedback': { status: 201, body: { ok: true } } });
    renderHeader();
    const user = await openDialog('Request a Feature');
    await user.type(screen.getByLabelText('Description'), 'Dark mode for emails');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText("We've received your feature request. We'll review it soon.")).toBeInTheDocument();
    expect(api.calls('POST /api/feedback')[0]?.body).toEqual({ kind: 'feature', description: 'Dark mode for emails' });
  });

  it('shows an Error toast with the server message and keeps the dialog open on failure', async () => {
    mockApi({ 'POST /api/feedback': { status: 429, body: { message: 'Too many requests' } } });
    renderHeader();
    const user = await openDialog('Report a Problem');
    await user.type(screen.getByLabelText('Description'), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('Broken');
  });

  it('flags an invalid email instead of sending', async () => {
    const api = mockApi({});
    renderHeader();
    const user = await openDialog('Report a Problem');
    await user.type(screen.getByLabelText('Description'), 'Broken');
    await user.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/feedback')).toEqual([]);
  });
});
