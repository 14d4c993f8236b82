/** A connection whose grant runs out sooner than this asks to be reconnected (spec §4: under 7 days). */
export const CONNECTION_EXPIRY_WARNING_MS = 7 * 86_400_000;
