/**
 * The one line a student sees when the school's AI model failed and Bloom's built-in tutor stood in
 * (the API says so with an `x-bloom-ai: offline` header, or a `notice` event in the chat stream).
 */
export const AI_FALLBACK_NOTICE =
  "Your school's AI model isn't answering right now; Bloom is using its built-in lessons.";
