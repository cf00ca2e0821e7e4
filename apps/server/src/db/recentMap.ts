/**
 * Sets `key` in `map` as its most recently used entry (a `Map` keeps insertion order) and drops
 * the least recently used one beyond `max`. The one LRU step of the server's in-memory caches
 * (counts per filter, remembered sessions): two lines of `Map` order, no library needed.
 *
 * @example
 * setRecent(entries, key, { version, n }, 500);
 */
export function setRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
