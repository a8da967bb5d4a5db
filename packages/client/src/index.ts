export { type ApiClient, type ApiClientOptions, createApiClient } from "./api-client";
export { AuthProvider, type AuthState, type AuthStatus, useAuth } from "./auth";
export { type SendChatOptions, sendChatMessage } from "./chat-stream";
export { type ContentProgress, type ContentResult, generateContent } from "./content-stream";
export { ApiError, errorFromResponse, messageOf } from "./errors";
export { createQueryClient } from "./query";
export { readServerSentEvents, type ServerSentEvent } from "./sse";
export { localTokenStore, memoryTokenStore, RETURN_TO_KEY, TOKEN_KEY, type TokenStore } from "./token-store";
export { useWidgetHost, type WidgetHost, WidgetHostProvider } from "./widget-host";
