/** The review platforms, apart from their schemas so that any schema (reasons among them) can name them. */
export const PLATFORMS = ['google', 'facebook', 'trustpilot'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Brand names, the same in every language. */
export const PLATFORM_NAMES: Record<Platform, string> = { google: 'Google', facebook: 'Facebook', trustpilot: 'Trustpilot' };
