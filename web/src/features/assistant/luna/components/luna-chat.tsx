import { AlertCircle, MessageCircleQuestion, SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LUNA_CHAT_MAX_LENGTH } from '@common/schemas/luna';
import { Button } from '@web/components/ui/button';
import { ScrollArea } from '@web/components/ui/scroll-area';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import type { ChatMessage, LunaChat } from '../hooks/use-luna-chat';
import { AnswerText } from './answer-text';

const SUGGESTIONS = ['pending', 'complaints', 'autoApproval'] as const;

type Props = {
  chat: LunaChat;
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  /** Closes the panel when a link in an answer takes the owner to another screen. */
  onNavigate: () => void;
};

/** Spec §2: 'Ask Luna a Question' / 'Hide Chat', the conversation in a 16rem scroll area, and the question box. */
export function LunaChatSection({ chat, shown, onShownChange, onNavigate }: Props) {
  const { t } = useTranslation('luna');
  const regionId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusWhenShown = useRef(false);
  const { messages, sending } = chat;

  useEffect(() => {
    if (shown && focusWhenShown.current) {
      inputRef.current?.focus({ preventScroll: true });
      // The whole box and its Send button come into view, not just the box (jsdom has no scrollIntoView).
      formRef.current?.scrollIntoView?.({ block: 'nearest' });
    }
    focusWhenShown.current = false;
  }, [shown]);

  // The newest message stays in view. Only the conversation scrolls: the panel around it stays put.
  useEffect(() => {
    const viewport = logRef.current?.closest<HTMLElement>('[data-slot="scroll-area-viewport"]');
    if (shown && viewport) viewport.scrollTop = viewport.scrollHeight;
  }, [shown, messages.length, sending]);

  const send = (question?: string) => {
    chat.send(question);
    // Send turns disabled while Luna thinks: keep the keyboard in the box rather than lose it to the page.
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; Enter that confirms an input method's composition is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <section className="grid gap-2">
      <Button
        variant={shown ? 'ghost' : 'outline'}
        className="w-full"
        aria-expanded={shown}
        aria-controls={shown ? regionId : undefined}
        onClick={() => {
          focusWhenShown.current = !shown;
          onShownChange(!shown);
        }}
      >
        <MessageCircleQuestion aria-hidden />
        {shown ? t('chat.hide') : t('chat.show')}
      </Button>
      {shown && (
        <div id={regionId} className="grid gap-2">
          <ScrollArea className="h-64 rounded-lg border bg-muted/40">
            <div ref={logRef} role="log" aria-label={t('chat.log')} className="grid gap-2 p-3">
              {messages.length === 0 && <Welcome onAsk={send} disabled={sending} />}
              {messages.map((message) => (
                <Bubble key={message.id} message={message} onNavigate={onNavigate} />
              ))}
              {sending && (
                <p className="w-fit rounded-2xl rounded-bl-sm bg-card px-3 py-2 text-sm text-muted-foreground shadow-xs motion-safe:animate-pulse">
                  {t('chat.thinking')}
                </p>
              )}
            </div>
          </ScrollArea>
          <form
            ref={formRef}
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              {t('chat.label')}
            </label>
            <Textarea
              ref={inputRef}
              id={inputId}
              value={chat.draft}
              onChange={(event) => chat.setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={LUNA_CHAT_MAX_LENGTH}
              rows={2}
              placeholder={t('chat.placeholder')}
              className="max-h-40 min-h-[60px] resize-none"
            />
            <div className="flex items-center justify-between gap-2">
              <p className="text-xs text-muted-foreground max-sm:hidden">{t('chat.hint')}</p>
              <Button type="submit" size="sm" className="ml-auto" disabled={!chat.draft.trim() || sending}>
                <SendHorizontal aria-hidden />
                {t('chat.send')}
              </Button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}

function Welcome({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  const { t } = useTranslation('luna');
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-muted-foreground">{t('chat.welcome')}</p>
      <ul className="flex flex-wrap gap-1.5">
        {SUGGESTIONS.map((key) => (
          <li key={key}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(t(`chat.suggestions.${key}`))}
              className="cursor-pointer rounded-full border bg-card px-3 py-1 text-left text-xs outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
            >
              {t(`chat.suggestions.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Bubble({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const { t } = useTranslation('luna');
  const mine = message.role === 'user';
  return (
    <div
      data-testid="luna-message"
      data-role={message.role}
      className={cn(
        'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap shadow-xs',
        mine && 'justify-self-end rounded-br-sm bg-primary text-primary-foreground',
        !mine && !message.failed && 'justify-self-start rounded-bl-sm bg-card text-card-foreground',
        message.failed && 'flex gap-2 justify-self-start rounded-bl-sm border border-destructive/30 bg-destructive/10 text-foreground',
      )}
    >
      {message.failed && <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />}
      <p>
        <span className="sr-only">{mine ? t('chat.you') : t('chat.luna')}: </span>
        {mine ? message.content : <AnswerText text={message.content} onNavigate={onNavigate} />}
      </p>
    </div>
  );
}
