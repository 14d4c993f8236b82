import { escapeRegExp } from '@server/lib/escape-reg-exp';
import { finding, type GuardrailContext, reviewerSurnames, type RuleResult } from '../context';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;
const URL = /\bhttps?:\/\/\S+|\bwww\.\S+|(?<![@\p{L}\p{N}.-])[\p{L}\p{N}-]+\.(?:com|dk|no|se|fi|de|fr|es|pt|net|org|io|eu|info|biz|co\.uk)\b/iu;
/** Eight or more digits in a row, spaces, dots and dashes allowed between them, optional country code. */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\d[\s.-]?){7,}\d/u;
const ORDER = /(?:order|ordre|bestilling|bestillings|booking|tilaus|tilausnumero|bestellung|bestellnummer|commande|pedido|encomenda|reserva|reservation|case|sag|ärende)\s*(?:nr\.?|no\.?|number|nummer|numero|número|n°|#)?\s*:?\s*#?\s*\d{3,}|#\s?\d{3,}/iu;

/**
 * Rule 3: no email address, phone number, URL or order number other than the business's own contact email;
 * of the reviewer, nothing beyond the first name.
 */
export function checkPersonalData(draft: string, ctx: GuardrailContext): RuleResult {
  const own = ctx.contactEmail?.trim().toLowerCase() ?? null;
  // Most replies carry no address, and EMAIL tries every word as the start of one.
  const addressed = draft.includes('@');
  for (const match of addressed ? draft.matchAll(EMAIL) : []) {
    if (match[0].toLowerCase().replace(/\.$/u, '') !== own) {
      return finding('personal_data', 'email', match[0]);
    }
  }
  const withoutEmails = addressed ? draft.replace(EMAIL, ' ') : draft;
  const url = withoutEmails.match(URL);
  if (url) return finding('personal_data', 'url', url[0]);
  const phone = withoutEmails.match(PHONE);
  if (phone) return finding('personal_data', 'phone', phone[0].trim());
  const order = withoutEmails.match(ORDER);
  if (order) return finding('personal_data', 'order', order[0].trim());
  // The signature may share a surname with the reviewer: only the rest of the reply counts.
  let body = draft;
  for (const own of [ctx.contactName, ctx.businessName]) if (own?.trim()) body = body.split(own.trim()).join(' ');
  for (const surname of reviewerSurnames(ctx)) {
    const capitalised = surname.charAt(0).toLocaleUpperCase() + surname.slice(1);
    if (new RegExp(`(?<![\\p{L}])${escapeRegExp(capitalised)}(?![\\p{L}])`, 'u').test(body)) {
      return finding('personal_data', 'surname', surname);
    }
  }
  return null;
}
