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

/** Opens a tutoring session on a built-in course, making the subject when the student has none. */
export async function openSession(
  url: string,
  token: string,
  subjectName = "Cell Biology",
  topic = "Cell Structure and Organelles",
): Promise<string> {
  const made = await callApi(url, "/api/subjects", token, { name: subjectName });
  const subjectId =
    made.status === 201
      ? ((await made.json()) as { id: string }).id
      : ((await (await callApi(url, "/api/subjects", token)).json()) as { id: string; name: string }[]).find(
          (subject) => subject.name === subjectName,
        )!.id;
  const session = await callApi(url, "/api/tutoring/session", token, { subjectId, topic });
  if (session.status !== 200) throw new Error(`Opening a session answered ${session.status}: ${await session.text()}`);
  return ((await session.json()) as { id: string }).id;
}

/** Sends one chat message and reads the whole event stream; returns the status, headers and the reply as shown. */
export async function sendChat(
  url: string,
  token: string,
  sessionId: string,
  message: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; reply: string }> {
  const response = await callApi(
    url,
    `/api/tutoring/session/${sessionId}/message`,
    token,
    { message, clientMessageId: crypto.randomUUID() },
    { headers: { accept: "text/event-stream", ...headers } },
  );
  let reply = "";
  for (const block of (await response.text()).split("\n\n").filter(Boolean)) {
    const lines = block.split("\n");
    const event = lines.find((line) => line.startsWith("event: "))?.slice(7) ?? "message";
    const data = JSON.parse(lines.find((line) => line.startsWith("data: "))?.slice(6) ?? "null");
    if (event === "message") reply += data.chunk;
    if (event === "replace") reply = data.content;
  }
  return { status: response.status, headers: response.headers, reply };
}
