/** Text with every character a regular expression gives a meaning escaped, to match it literally inside a pattern. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
