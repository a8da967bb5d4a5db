import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Spinner } from "@bloom/ui";
import { useQuery } from "@tanstack/react-query";
import { Disclosure } from "../Disclosure";
import { formatActivity, formatPercent } from "../format";
import { LIVE_REFRESH_MS } from "./data";

const MODE_LABEL = {
  json_schema: "structured outputs (JSON schema)",
  json_object: "JSON mode, with the schema in the prompt",
  prompted: "the schema in the prompt (the server has no JSON mode)",
} as const;

const FAILURE_LABEL: Record<string, string> = {
  timeout: "took too long",
  rate_limited: "said it was too busy (429)",
  upstream: "could not be reached or failed (5xx)",
  invalid_output: "answered with unusable JSON",
};

/** An admin's view of the district's AI model: is it answering, and how much did the built-in tutor stand in. */
export function ModelHealthPanel() {
  return (
    <div className="dash-model-health">
      <Disclosure headingLevel={3} title={(open) => `${open ? "Hide" : "Show"} AI model health`}>
        <ModelHealth />
      </Disclosure>
    </div>
  );
}

function ModelHealth() {
  const { client } = useWidgetHost();
  const health = useQuery({
    queryKey: ["model-health"],
    refetchInterval: LIVE_REFRESH_MS,
    queryFn: () => client.unwrap(client.api.admin.ai.health.get(), "Failed to load the model's health."),
  });
  if (health.isPending) return <Spinner label="Loading the model's health" showLabel size="small" />;
  if (health.isError)
    return <Banner variant="error">{messageOf(health.error, "Failed to load the model's health.")}</Banner>;
  const data = health.data;
  if (data.provider === "offline" || !data.breaker) return <NotConnected />;
  const breaker = data.breaker;
  const lastFailure = data.recentFailures[0];
  return (
    <div className="dash-form">
      {breaker.state === "closed" ? (
        <p>
          <strong>Answering:</strong> every call goes to <strong>{data.model}</strong>, asked for JSON with{" "}
          {MODE_LABEL[data.structuredMode ?? "json_schema"]}.
        </p>
      ) : (
        <div className="dash-warning">
          <p>
            <strong>Down:</strong> <strong>{data.model}</strong> is set up but is not answering
            {breaker.downSince ? ` (since ${formatActivity(breaker.downSince)})` : ""}.
          </p>
          {lastFailure ? <p>Last error: {failureLine(lastFailure)}.</p> : null}
          <p>
            Meanwhile students get Bloom's built-in tutor, with one line saying so: it teaches the built-in courses in
            full; other topics wait for the model. Grading, mastery and safety work as usual.
          </p>
          <p>
            {breaker.state === "open" && breaker.reopensAt
              ? `Bloom tries the model again at ${formatActivity(breaker.reopensAt)}.`
              : "Bloom is trying the model again now: the next call checks whether it is back."}
          </p>
        </div>
      )}
      <p className="dash-meta">
        Tutor replies served by the built-in tutor: {formatPercent(data.lastHour.offlineReplyShare)} in the last hour (
        {data.lastHour.replies} replies), {formatPercent(data.lastDay.offlineReplyShare)} in the last day (
        {data.lastDay.replies}). All AI calls: {formatPercent(data.lastHour.offlineShare)} and{" "}
        {formatPercent(data.lastDay.offlineShare)}.
      </p>
      <h4>Last failures</h4>
      {data.recentFailures.length === 0 ? (
        <p className="dash-meta">None in the last two days.</p>
      ) : (
        <ul className="dash-audit-list" aria-label="Last failures of the model">
          {data.recentFailures.map((failure) => (
            <li key={`${failure.at}-${failure.operation}`}>{failureLine(failure)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** No model is set up (no API key): what students get, and how whoever runs the server connects one. */
function NotConnected() {
  return (
    <div className="dash-form">
      <p>
        <strong>Not connected:</strong> no AI model is set up, so Bloom teaches with its built-in tutor. It teaches the
        built-in courses in full; other topics need a model.
      </p>
      <p className="dash-meta">
        To connect one, whoever runs Bloom's server sets <code>OPENAI_API_KEY</code>, <code>OPENAI_BASE_URL</code> and{" "}
        <code>OPENAI_MODEL</code> and restarts Bloom. Any OpenAI-compatible server works: OpenAI, Azure OpenAI, or a
        model your district runs itself (such as Ollama or vLLM).
      </p>
    </div>
  );
}

function failureLine(failure: { at: string; operation: string; kind: string }): string {
  return `${formatActivity(failure.at)}: the ${failure.operation} call ${FAILURE_LABEL[failure.kind] ?? failure.kind}`;
}
