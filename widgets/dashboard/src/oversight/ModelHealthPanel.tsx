import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner, type MessageKey, Spinner, type Translate, useT } from "@bloom/ui";
import { useQuery } from "@tanstack/react-query";
import { Disclosure } from "../Disclosure";
import { LIVE_REFRESH_MS } from "./data";
import { useOversightWords } from "./words";

const MODE_LABEL = {
  json_schema: "oversight.model.mode.json_schema",
  json_object: "oversight.model.mode.json_object",
  prompted: "oversight.model.mode.prompted",
} as const satisfies Record<string, MessageKey>;

const FAILURE_LABEL: Record<string, MessageKey> = {
  timeout: "oversight.model.failure.timeout",
  rate_limited: "oversight.model.failure.rate_limited",
  upstream: "oversight.model.failure.upstream",
  invalid_output: "oversight.model.failure.invalid_output",
};

/** The server's settings that connect a model, named as they are set. */
const MODEL_SETTINGS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL"];

/** An admin's view of the district's AI model: is it answering, and how much did the built-in tutor stand in. */
export function ModelHealthPanel() {
  const t = useT();
  return (
    <div className="dash-model-health">
      <Disclosure headingLevel={3} title={(open) => t(open ? "oversight.model.hide" : "oversight.model.show")}>
        <ModelHealth />
      </Disclosure>
    </div>
  );
}

function ModelHealth() {
  const { client } = useWidgetHost();
  const { t, activity, tag } = useOversightWords();
  const percent = (share: number) =>
    new Intl.NumberFormat(tag, { style: "percent" }).format(Math.round(share * 100) / 100);
  const failureLine = (failure: Failure) =>
    t("oversight.model.failureLine", {
      when: activity(failure.at),
      operation: failure.operation,
      what: FAILURE_LABEL[failure.kind] ? t(FAILURE_LABEL[failure.kind]!) : failure.kind,
    });
  const health = useQuery({
    queryKey: ["model-health"],
    refetchInterval: LIVE_REFRESH_MS,
    queryFn: () => client.unwrap(client.api.admin.ai.health.get(), t("oversight.model.loadFailed")),
  });
  if (health.isPending) return <Spinner label={t("oversight.model.loading")} showLabel size="small" />;
  if (health.isError)
    return <Banner variant="error">{messageOf(health.error, t("oversight.model.loadFailed"))}</Banner>;
  const data = health.data;
  if (data.provider === "offline" || !data.breaker) return <NotConnected t={t} tag={tag} />;
  const breaker = data.breaker;
  const lastFailure = data.recentFailures[0];
  return (
    <div className="dash-form">
      {breaker.state === "closed" ? (
        <p>
          <strong>{t("oversight.model.answering")}</strong> {t("oversight.model.answeringBefore")}{" "}
          <strong>{data.model}</strong>
          {t("oversight.model.answeringAfter", { mode: t(MODE_LABEL[data.structuredMode ?? "json_schema"]) })}
        </p>
      ) : (
        <div className="dash-warning">
          <p>
            <strong>{t("oversight.model.down")}</strong> <strong>{data.model}</strong> {t("oversight.model.downText")}
            {breaker.downSince ? t("oversight.model.downSince", { when: activity(breaker.downSince) }) : ""}.
          </p>
          {lastFailure ? <p>{t("oversight.model.lastError", { line: failureLine(lastFailure) })}</p> : null}
          <p>{t("oversight.model.meanwhile")}</p>
          <p>
            {breaker.state === "open" && breaker.reopensAt
              ? t("oversight.model.retryAt", { when: activity(breaker.reopensAt) })
              : t("oversight.model.retryNow")}
          </p>
        </div>
      )}
      <p className="dash-meta">
        {t("oversight.model.shares", {
          hourShare: percent(data.lastHour.offlineReplyShare),
          hourReplies: data.lastHour.replies,
          dayShare: percent(data.lastDay.offlineReplyShare),
          dayReplies: data.lastDay.replies,
          hourAll: percent(data.lastHour.offlineShare),
          dayAll: percent(data.lastDay.offlineShare),
        })}
      </p>
      <h4>{t("oversight.model.lastFailures")}</h4>
      {data.recentFailures.length === 0 ? (
        <p className="dash-meta">{t("oversight.model.noFailures")}</p>
      ) : (
        <ul className="dash-audit-list" aria-label={t("oversight.model.failuresLabel")}>
          {data.recentFailures.map((failure) => (
            <li key={`${failure.at}-${failure.operation}`}>{failureLine(failure)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** No model is set up (no API key): what students get, and how whoever runs the server connects one. */
function NotConnected({ t, tag }: { t: Translate; tag: string }) {
  // The settings' names stay as code; the words between them ("a, b and c") are the reader's language's.
  const settings = new Intl.ListFormat(tag, { type: "conjunction" }).formatToParts(MODEL_SETTINGS);
  return (
    <div className="dash-form">
      <p>
        <strong>{t("oversight.model.notConnected")}</strong> {t("oversight.model.notConnectedText")}
      </p>
      <p className="dash-meta">
        {t("oversight.model.connectBefore")}{" "}
        {settings.map((part, index) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed list, in order.
          part.type === "element" ? <code key={index}>{part.value}</code> : part.value,
        )}{" "}
        {t("oversight.model.connectAfter")}
      </p>
    </div>
  );
}

type Failure = { at: string; operation: string; kind: string };
