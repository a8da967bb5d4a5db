/** Calls a running API over HTTP as `token`: GET without `json`, POST (or `method`) with it. */
export function callApi(
  url: string,
  path: string,
  token: string | null,
  json?: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers["content-type"] = "application/json";
  return fetch(`${url}${path}`, {
    method: init.method ?? (json === undefined ? "GET" : "POST"),
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/** A visitor's own demo student with a started trial, as "Try the demo" and the pricing page make one. */
export async function signUpDemoStudent(url: string): Promise<string> {
  const demo = await callApi(url, "/api/auth/demo", null, { fresh: true });
  if (demo.status !== 200) throw new Error(`The demo sign-in answered ${demo.status}: ${await demo.text()}`);
  const { token } = (await demo.json()) as { token: string };
  const trial = await callApi(url, "/api/billing/start-trial", token, {});
  if (trial.status !== 200) throw new Error(`Starting the trial answered ${trial.status}: ${await trial.text()}`);
  return token;
}

/** Creates a flashcard in the "Crash safety" subject and returns its id; any answer but 201 throws. */
export async function createCard(url: string, token: string, question: string, answer: string): Promise<string> {
  const created = await callApi(url, "/api/practice/flashcards", token, {
    subject: "Crash safety",
    topic: "Durability",
    question,
    answer,
  });
  if (created.status !== 201) throw new Error(`Creating a card answered ${created.status}: ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}
