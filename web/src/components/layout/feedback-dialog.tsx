import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZFeedbackRequestSchema, type TFeedbackRequest } from '@common/schemas/feedback';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { apiRequest, errorMessage } from '@web/lib/api-client';

export type FeedbackKind = TFeedbackRequest['kind'];

/** Report a Problem / Request a Feature: stored by POST /api/feedback (design.md §3). Open while `kind` is set. */
export function FeedbackDialog({ kind, onOpenChange }: { kind: FeedbackKind | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState(false);
  // The last kind stays rendered while the dialog closes, so its title does not flicker.
  const [shownKind, setShownKind] = useState<FeedbackKind>('problem');
  if (kind && kind !== shownKind) setShownKind(kind);
  const ids = useId();

  const send = useMutation({
    mutationFn: (body: TFeedbackRequest) => apiRequest('POST', '/api/feedback', body),
    onSuccess: (_data, body) => {
      onOpenChange(false);
      setDescription('');
      setEmail('');
      setEmailError(false);
      toast({ title: t('feedback.thanksTitle'), description: body.kind === 'problem' ? t('feedback.thanksProblem') : t('feedback.thanksFeature') });
    },
    onError: (error) => toast({ variant: 'destructive', title: tc('errors.title'), description: errorMessage(error, tc('errors.generic')) }),
  });

  const blank = description.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || send.isPending) return;
    const body: TFeedbackRequest = { kind: shownKind, description: description.trim() };
    if (email.trim() !== '') body.email = email.trim();
    if (!ZFeedbackRequestSchema.safeParse(body).success) {
      setEmailError(true);
      return;
    }
    send.mutate(body);
  };

  const isProblem = shownKind === 'problem';
  return (
    <Dialog open={kind !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>{isProblem ? t('feedback.problemTitle') : t('feedback.featureTitle')}</DialogTitle>
            <DialogDescription>{isProblem ? t('feedback.problemIntro') : t('feedback.featureIntro')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-description`}>{t('feedback.descriptionLabel')}</Label>
            <Textarea
              id={`${ids}-description`}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              placeholder={isProblem ? t('feedback.problemPlaceholder') : t('feedback.featurePlaceholder')}
              className="min-h-[120px] resize-y"
              maxLength={5000}
              required
              aria-required
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-email`}>{t('feedback.emailLabel')}</Label>
            <Input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(false);
              }}
              placeholder={t('feedback.emailPlaceholder')}
              aria-invalid={emailError || undefined}
              aria-describedby={`${ids}-email-hint`}
            />
            <p id={`${ids}-email-hint`} className={emailError ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
              {emailError ? t('feedback.invalidEmail') : t('feedback.emailHint')}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" disabled={blank || send.isPending}>
              {send.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {send.isPending ? t('feedback.sending') : t('feedback.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
