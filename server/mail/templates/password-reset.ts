import type { Language } from '@common/languages';
import { translator } from '@server/i18n/translate';
import { renderEmail } from '../layout';

export function passwordResetEmail(language: Language, resetUrl: string) {
  const t = translator(language, 'mail');
  return renderEmail({
    subject: t('passwordReset.subject'),
    paragraphs: [t('passwordReset.intro'), t('passwordReset.validity')],
    action: { label: t('passwordReset.action'), url: resetUrl },
    footer: t('passwordReset.ignore'),
  });
}
