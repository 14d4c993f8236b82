/**
 * Wraps a pure function so that its latest `limit` answers are kept, by the key `keyOf` makes of the
 * arguments: one review is read by its draft, the draft's guardrails and its insight within milliseconds,
 * and each would otherwise do the same work again. Small on purpose: it saves those repeats, it is not a
 * store of reviews. Callers must treat the answers as read-only, as they are shared.
 */
export function rememberRecent<A extends unknown[], V>(keyOf: (...args: A) => string, compute: (...args: A) => V, limit = 64): (...args: A) => V {
  const recent = new Map<string, V>();
  // The keys in the order they came, in a ring: the oldest is dropped without walking the map.
  const order: string[] = [];
  let oldest = 0;
  return (...args) => {
    const key = keyOf(...args);
    const hit = recent.get(key);
    if (hit !== undefined) return hit;
    const value = compute(...args);
    if (recent.size >= limit) {
      recent.delete(order[oldest]!);
      order[oldest] = key;
      oldest = (oldest + 1) % limit;
    } else order.push(key);
    recent.set(key, value);
    return value;
  };
}
