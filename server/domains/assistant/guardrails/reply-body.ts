/** A line this short that names the business or the contact is a greeting or a signature, not the reply's words. */
const SIGNATURE_WORDS = 8;

/**
 * The words a reply says about the review: without its greeting and signature lines ('The Café Aroma
 * team' is a signature, not a word about the staff), and without the names it carries ('Merci d'avoir
 * choisi Café Soleil' says nothing about the coffee), nor the addresses it gives (hello@riverside-physio.example
 * is not about the location).
 */
export function replyBody(reply: string, names: readonly string[]): string {
  return reply
    .split('\n')
    .filter((line) => !(names.some((name) => line.includes(name)) && line.trim().split(/\s+/u).length <= SIGNATURE_WORDS))
    .map((line) => names.reduce((text, name) => text.split(name).join(' '), line).replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/gu, ' '))
    .join('\n');
}
