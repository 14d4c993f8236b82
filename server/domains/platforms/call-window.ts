/**
 * At most `calls` calls per key in any `windowMs`: a platform's recommended pace, kept by this process.
 * `take` answers 0 when the call may go now, else the seconds until the oldest call leaves the window.
 */
export function createCallWindow({ calls, windowMs, now = Date.now }: { calls: number; windowMs: number; now?: () => number }) {
  const recent = new Map<string, number[]>();
  return {
    take(key: string): number {
      const at = now();
      const times = (recent.get(key) ?? []).filter((time) => time > at - windowMs);
      if (times.length >= calls) {
        recent.set(key, times);
        return Math.max(1, Math.ceil((times[0]! + windowMs - at) / 1000));
      }
      times.push(at);
      recent.set(key, times);
      // Keys of tokens no longer used would otherwise stay for the life of the process.
      if (recent.size > 1000) for (const [other, list] of recent) if (list.every((time) => time <= at - windowMs)) recent.delete(other);
      return 0;
    },
  };
}
