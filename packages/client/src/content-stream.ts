import type { ContentEvent } from "@bloom/api/models";
import type { ApiClient } from "./api-client";
import { ApiError, errorFromTreaty } from "./errors";

export type ContentProgress = Extract<ContentEvent, { type: "progress" }>;
export type ContentResult = Extract<ContentEvent, { type: "complete" }>["result"];

/**
 * Runs content generation (spec §7): `data:` lines with `progress` events, then `complete` with
 * the result or `error`. Failures use the content-generation dialog's words (spec §8).
 */
export async function generateContent(
  client: ApiClient,
  input: { subjectName: string; topicName: string },
  options: { onProgress: (progress: ContentProgress) => void; signal?: AbortSignal },
): Promise<ContentResult> {
  const { data, error, response } = await client.api["content-generation"].generate.post(input, {
    headers: { accept: "text/event-stream" },
    fetch: { signal: options.signal },
  });
  if (error || !data) {
    // A request that never reached the server comes back without a response: status 0.
    const status = (response as Response | undefined)?.status ?? 0;
    // A 429 carries the server's "please wait" sentence; other failures keep the dialog's wording.
    const wording = `HTTP error! status: ${status}`;
    throw status === 429 ? errorFromTreaty(error, 429, wording) : new ApiError(wording, status);
  }

  for await (const { data: message } of data) {
    if (message.type === "progress") options.onProgress(message);
    else if (message.type === "complete") return message.result;
    else if (message.type === "error") throw new ApiError(message.error || "Unknown error occurred", 200, message.code);
  }
  throw new ApiError("No result received from content generation", 200);
}
