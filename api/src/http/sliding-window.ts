/** A bucket's stored counts: the window it was last counted in, that window's count and the one before. */
export interface StoredWindow {
  windowStart: number;
  count: number;
  previousCount: number;
}

/**
 * A bucket at `now`, as a sliding window made of two fixed windows of `windowMs`: the current
 * window's count plus the previous window's, weighted by how much of it the last `windowMs` still
 * covers.
 */
export function slidingWindow(stored: StoredWindow | undefined, now: number, windowMs: number) {
  // A clock a moment behind the instance that began the stored window counts in that window.
  const at = Math.max(now, stored?.windowStart ?? 0);
  const windowStart = Math.floor(at / windowMs) * windowMs;
  const { count, previousCount } = countsIn(stored, windowStart, windowMs);
  const overlap = (windowMs - (at - windowStart)) / windowMs;
  return {
    windowStart,
    count,
    previousCount,
    /** Whether one more request fits under `limit`. */
    fits: (limit: number) => previousCount * overlap + count + 1 <= limit,
    /** Whole seconds, at least one, until one more request fits under `limit`. */
    retryAfterSeconds: (limit: number) =>
      Math.max(1, Math.ceil((nextAllowedAt(limit, count, previousCount, windowStart, windowMs) - at) / 1000)),
  };
}

/** The counts of the window starting at `windowStart` and of the one before it, read from the stored row. */
function countsIn(stored: StoredWindow | undefined, windowStart: number, windowMs: number) {
  if (stored?.windowStart === windowStart) return { count: stored.count, previousCount: stored.previousCount };
  if (stored?.windowStart === windowStart - windowMs) return { count: 0, previousCount: stored.count };
  return { count: 0, previousCount: 0 };
}

/**
 * The earliest moment one more request fits under `limit`, given the current window's count
 * (without it) and the previous window's: later in this window as the previous one slides out,
 * or in the next window as this one does.
 */
function nextAllowedAt(limit: number, count: number, previousCount: number, windowStart: number, windowMs: number) {
  if (count + 1 <= limit) {
    const slidOut = previousCount === 0 ? 0 : 1 - (limit - count - 1) / previousCount;
    return windowStart + windowMs * Math.max(0, slidOut);
  }
  const slidOut = count === 0 ? 0 : 1 - (limit - 1) / count;
  return windowStart + windowMs + windowMs * Math.max(0, slidOut);
}
