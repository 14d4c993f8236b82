/**
 * Whether the platform's reply is our reply. Google may read a reply back inside its translation
 * envelope (platform-apis.md A.4, A.7); the adapter has already taken our words out of it. A prefix match
 * would take the owner's own "Thanks!" for ours, so only whitespace may differ.
 */
export const sameReply = (a: string, b: string) => {
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  return normalise(a) === normalise(b);
};
