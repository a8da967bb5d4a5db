import type { ContentEvent } from "@bloom/api/models";
import type { ApiClient } from "./api-client";
import { ApiError, errorFromResponse } from "./errors";
import { readServerSentEvents } from "./sse";

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
  const response = await client.fetch("/api/content-generation/generate", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(input),
    signal: options.signal,
  });
  // A 429 carries the server's "please wait" sentence; other failures keep the dialog's wording.
  if (response.status === 429) throw await errorFromResponse(response, `HTTP error! status: ${response.status}`);
  if (!response.ok) throw new ApiError(`HTTP error! status: ${response.status}`, response.status);
  if (!response.body) throw new ApiError("No response body reader available", response.status);

  for await (const event of readServerSentEvents(response.body)) {
    let message: ContentEvent;
    try {
      message = JSON.parse(event.data) as ContentEvent;
    } catch {
      continue;
    }
    if (message.type === "progress") options.onProgress(message);
    else if (message.type === "complete") return message.result;
    else if (message.type === "error") throw new ApiError(message.error || "Unknown error occurred", 200, message.code);
  }
  throw new ApiError("No result received from content generation", 200);
}
