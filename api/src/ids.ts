/** A new row id: a UUIDv7, so ids sort by creation time and new rows append to indexes. */
export function newId(): string {
  return Bun.randomUUIDv7();
}
