/**
 * Emoji that say how the reviewer feels, in every language: 'the cocktails were 👌', 'swimming in vinegar 🤢'.
 * Right after words they are a feeling word of that sentence; on their own ('Will be back! 😍') they say nothing
 * of a topic.
 */
export const POSITIVE_EMOJI = ['😍', '🥰', '😊', '😀', '😃', '😄', '😁', '🙂', '😋', '🤩', '😎', '👌', '👍', '👏', '🙌', '💯', '❤', '💕', '💖', '💗', '💞', '💛', '💚', '💙', '💜', '🧡', '♥', '⭐', '🌟', '🔥', '🤤', '😻'];
/** The upside-down smile among them: reviewers close a story gone wrong with it ('now I'm wearing a hat 🙃'), far more than a joke. */
export const NEGATIVE_EMOJI = ['🙃', '😡', '😠', '🤬', '😤', '😞', '😔', '😢', '😭', '😩', '😫', '😒', '🙄', '🤢', '🤮', '👎', '😣', '😖', '😕', '🙁', '☹', '😬', '💩'];

export const FEELING_EMOJI: ReadonlySet<string> = new Set([...POSITIVE_EMOJI, ...NEGATIVE_EMOJI]);

/** The feeling emoji a run of punctuation and emoji starts with, if any. */
export function feelingEmojiOf(run: string): string | undefined {
  const first = run.match(/\p{Extended_Pictographic}/u)?.[0];
  return first !== undefined && run.startsWith(first) && FEELING_EMOJI.has(first) ? first : undefined;
}
