/**
 * Every namespace a public page needs, its own first: asking for them together loads them in parallel,
 * instead of the header's shared components (language select, theme toggle) suspending one after another.
 */
export const PUBLIC_NAMESPACES = ['public', 'common', 'shell'] as const;
export const LANDING_NAMESPACES = ['landing', 'public', 'common', 'shell'] as const;
