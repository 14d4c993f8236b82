/** Scrolls a landing section into view, smoothly unless the visitor asked for reduced motion. */
export function scrollToSection(id: string, smooth = true) {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // jsdom has no scrollIntoView; browsers do.
  target.scrollIntoView?.({ behavior: smooth && !reduceMotion ? 'smooth' : 'auto', block: 'start' });
  return true;
}

/** The header anchors in their spec order, with the i18n key of each label. */
export const SECTION_LINKS = [
  { id: 'benefits', labelKey: 'nav.benefits' },
  { id: 'features', labelKey: 'nav.features' },
  { id: 'pricing', labelKey: 'nav.pricing' },
  { id: 'testimonials', labelKey: 'nav.customers' },
] as const;

/** Sections land just below the sticky header, which is taller between 768 px and 1280 px (two rows). */
export const SECTION_SCROLL_MARGIN = 'scroll-mt-20 md:scroll-mt-32 xl:scroll-mt-20';
