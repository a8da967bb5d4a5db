import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Spinner } from "@bloom/ui";
import { useQuery } from "@tanstack/react-query";
import { Disclosure } from "../Disclosure";
import { formatActivity, formatPercent } from "../format";
import { LIVE_REFRESH_MS } from "./data";

const BREAKER_LABEL = {
  closed: "Answering: every call goes to the model.",
  open: "Not answering: Bloom is using its built-in lessons, and tries the model again at",
  half_open: "Being tried again: the next call checks whether the model is back.",
} as const;

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
  if (data.provider === "offline") {
    return (
      <p className="dash-meta">
        No AI model is connected: Bloom teaches with its built-in lessons. See docs/models.md to connect one.
      </p>
    );
  }
  const breaker = data.breaker!;
  return (
    <div className="dash-form">
      <p>
        <strong>{data.model}</strong>, asked for JSON with {MODE_LABEL[data.structuredMode ?? "json_schema"]}.
      </p>
      <p className={breaker.state === "closed" ? "" : "dash-warning"}>
        {BREAKER_LABEL[breaker.state]}
        {breaker.state === "open" && breaker.reopensAt ? ` ${formatActivity(breaker.reopensAt)}.` : ""}
      </p>
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
            <li key={`${failure.at}-${failure.operation}`}>
              {formatActivity(failure.at)}: the {failure.operation} call {FAILURE_LABEL[failure.kind] ?? failure.kind}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
