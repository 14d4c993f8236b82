import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LUNA_CHAT_MAX_LENGTH } from '@common/schemas/luna';
import { useSelectedLocation } from '@web/features/locations/selected-location';
import { ApiError } from '@web/lib/api-client';
import { askLuna } from '../api/luna-api';

/** Spec §3: a chat message lives in memory only. `failed` marks Luna's note that a question got no answer. */
export type ChatMessage = { id: number; role: 'user' | 'assistant'; content: string; timestamp: Date; failed?: boolean };

export type LunaChat = {
  messages: ChatMessage[];
  draft: string;
  setDraft: (draft: string) => void;
  /** A question is on its way: Send is disabled and 'Thinking...' shows. */
  sending: boolean;
  /** Sends the box's text, or `question` when given (a suggested question). */
  send: (question?: string) => void;
};

/**
 * The conversation of this visit. It is held by the widget, which the app shell keeps mounted, so it
 * survives closing the panel and moving between screens; it is never stored, and signing out drops it.
 */
export function useLunaChat(): LunaChat {
  const { t } = useTranslation('luna');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const nextId = useRef(0);
  const { location } = useSelectedLocation();
  const inFlight = useRef(false);

  const append = useCallback((message: Omit<ChatMessage, 'id' | 'timestamp'>) => {
    const id = nextId.current++;
    setMessages((current) => [...current, { ...message, id, timestamp: new Date() }]);
  }, []);

  const send = useCallback(
    (question: string = draft) => {
      const text = question.trim();
      if (!text || inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      append({ role: 'user', content: text });
      setDraft('');
      askLuna(text, location)
        .then(({ response }) => append({ role: 'assistant', content: response }))
        .catch((error: unknown) => {
          // A refused question says why in the owner's language: too long (the box trims blanks), or too many a minute.
          const status = error instanceof ApiError ? error.status : 0;
          const content = status === 400 ? t('chat.tooLong', { max: LUNA_CHAT_MAX_LENGTH }) : status === 429 ? t('chat.tooMany') : t('chat.failed');
          append({ role: 'assistant', content, failed: true });
          // The question goes back in the box to try again, unless the owner has started another one.
          setDraft((current) => (current.trim() ? current : text));
        })
        .finally(() => {
          inFlight.current = false;
          setSending(false);
        });
    },
    [append, draft, location, t],
  );

  return { messages, draft, setDraft, sending, send };
}
