import { renderEmail } from '../layout';

/** Goes to our own support inbox, so it is in English whatever the sender's language. */
export function feedbackEmail(report: { kind: 'problem' | 'feature'; description: string; email?: string; account?: string }) {
  return renderEmail({
    subject: report.kind === 'problem' ? 'Problem report' : 'Feature request',
    paragraphs: [report.description, `From: ${report.email ?? 'no email given'}${report.account ? ` (account ${report.account})` : ''}`],
    footer: 'Sent from the Help & Feedback dialog of Reputation AI.',
  });
}
