import type { ApiClient } from "./api-client";

/**
 * The reads a page makes first, which the shell starts before it renders so the answer is on its
 * way when the component that wants it mounts, rather than one render (and, for a widget, one
 * remote's arrival) later: the sign-in check, as the answer itself (its status decides whether
 * the sign-in stands), and a widget's first read.
 */
const FIRST_READS = {
  profile: (client: ApiClient) => client.api.auth.me.get(),
  subjects: (client: ApiClient) => client.unwrap(client.api.subjects.get(), client.sentence("common.subjectsFailed")),
} satisfies Record<string, (client: ApiClient) => Promise<unknown>>;

export type FirstRead = keyof typeof FIRST_READS;
type FirstReadResult<Read extends FirstRead> = Awaited<ReturnType<(typeof FIRST_READS)[Read]>>;

/**
 * Starts a first read with the stored sign-in; nothing without one. It replaces one left unclaimed
 * (the guard sent the user elsewhere), so a later visit never shows an old answer.
 */
export function startFirstRead(client: ApiClient, read: FirstRead): void {
  const token = client.tokens.get();
  if (!token) return;
  const reads = client.startedReads;
  const result = FIRST_READS[read](client);
  // A failure is the widget's to show, if it takes the read; unclaimed it is dropped.
  result.catch(() => undefined);
  reads.set(read, { token, result });
}

/**
 * The read started for this client under the sign-in it has now, handed over once (a later
 * fetch asks the server again); undefined if none was started or the sign-in has changed since.
 */
export function takeFirstRead<Read extends FirstRead>(
  client: ApiClient,
  read: Read,
): Promise<FirstReadResult<Read>> | undefined {
  const found = client.startedReads.get(read);
  if (!found) return undefined;
  client.startedReads.delete(read);
  return found.token === client.tokens.get() ? (found.result as Promise<FirstReadResult<Read>>) : undefined;
}

/** The read a widget makes first: the one the shell started for this sign-in, if any (once), else made now. */
export function readFirst<Read extends FirstRead>(client: ApiClient, read: Read): Promise<FirstReadResult<Read>> {
  return takeFirstRead(client, read) ?? (FIRST_READS[read](client) as Promise<FirstReadResult<Read>>);
}
