import { Link } from 'react-router';
import { splitAnswer } from '../lib/chat-links';

/**
 * Luna's answer as text, its `[label](/path)` links as in-app links. Nothing in it is read as HTML:
 * every piece is a React text node or a router link.
 */
export function AnswerText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  return (
    <>
      {splitAnswer(text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Link key={index} to={part.to} onClick={onNavigate} viewTransition className="font-medium text-primary underline underline-offset-2 hover:no-underline">
            {part.label}
          </Link>
        ),
      )}
    </>
  );
}
