import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Spinner, useT } from "@bloom/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Disclosure } from "../Disclosure";
import { LIVE_REFRESH_MS, oversightKeys } from "./data";
import { useOversightWords } from "./words";

type DeliveryList = Awaited<ReturnType<typeof useDeliveryList>>["data"] & {};
type Delivery = DeliveryList["deliveries"][number];

function useDeliveryList() {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: oversightKeys.deliveries,
    refetchInterval: LIVE_REFRESH_MS,
    queryFn: () => client.unwrap(client.api.admin.deliveries.get(), t("oversight.deliveries.loadFailed")),
  });
}

/**
 * An admin's view of what Bloom could not deliver to other systems (safety and consent emails,
 * grades to the LMS, billing calls): those that failed for good, with a Retry button, and those
 * still being tried after several failures. Never what a message said or whom it was to.
 */
export function DeliveriesPanel() {
  const list = useDeliveryList();
  const count = list.data?.total ?? 0;
  const t = useT();
  return (
    <div className="dash-deliveries">
      <Disclosure
        headingLevel={3}
        title={(open) =>
          `${t(open ? "oversight.deliveries.hide" : "oversight.deliveries.show")}${count > 0 ? ` (${count})` : ""}`
        }
      >
        <Deliveries list={list} />
      </Disclosure>
    </div>
  );
}

function Deliveries({ list }: { list: ReturnType<typeof useDeliveryList> }) {
  const captionId = useId();
  const t = useT();
  if (list.isPending) return <Spinner label={t("oversight.deliveries.loading")} showLabel size="small" />;
  if (list.isError)
    return <Banner variant="error">{messageOf(list.error, t("oversight.deliveries.loadFailed"))}</Banner>;
  const { deliveries, total } = list.data;
  if (deliveries.length === 0) return <p className="dash-empty">{t("oversight.deliveries.none")}</p>;
  return (
    <>
      <p id={captionId} className="dash-meta">
        {t("oversight.deliveries.intro")}
        {total > deliveries.length ? t("oversight.deliveries.showing", { shown: deliveries.length, total }) : ""}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable). */}
      <div className="dash-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="dash-table">
          <caption className="bl-visually-hidden">{t("oversight.deliveries.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("oversight.deliveries.col.message")}</th>
              <th scope="col">{t("oversight.deliveries.col.status")}</th>
              <th scope="col">{t("oversight.deliveries.col.tries")}</th>
              <th scope="col">{t("oversight.deliveries.col.lastError")}</th>
              <th scope="col">{t("oversight.deliveries.col.queued")}</th>
              <th scope="col">{t("oversight.deliveries.col.action")}</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const { client } = useWidgetHost();
  const queries = useQueryClient();
  const { t, activity } = useOversightWords();
  const retry = useMutation({
    mutationFn: () =>
      client.unwrap(
        client.api.admin.deliveries({ id: delivery.id }).retry.post(),
        t("oversight.deliveries.retryFailed"),
      ),
    // The row shows at once that it is being tried again; the next refresh drops it once delivered.
    onSuccess: (updated) =>
      queries.setQueryData<DeliveryList>(oversightKeys.deliveries, (list) =>
        list ? { ...list, deliveries: list.deliveries.map((row) => (row.id === updated.id ? updated : row)) } : list,
      ),
  });
  return (
    <tr>
      <th scope="row">{delivery.label}</th>
      <td>
        {delivery.status === "failed"
          ? t("oversight.deliveries.failed")
          : t("oversight.deliveries.retrying", { when: activity(delivery.nextAttemptAt) })}
      </td>
      <td>{delivery.attempts}</td>
      <td>{delivery.lastError ?? ""}</td>
      <td>{activity(delivery.createdAt)}</td>
      <td>
        {delivery.status === "failed" && (
          <Button
            variant="secondary"
            size="small"
            disabled={retry.isPending}
            aria-label={t("oversight.deliveries.retryLabel", {
              label: delivery.label,
              when: activity(delivery.createdAt),
            })}
            onClick={() => retry.mutate()}
          >
            {retry.isPending ? t("oversight.deliveries.retryBusy") : t("oversight.deliveries.retry")}
          </Button>
        )}
        {retry.isError && (
          <span role="alert" className="dash-warning">
            {messageOf(retry.error, t("oversight.deliveries.retryFailed"))}
          </span>
        )}
      </td>
    </tr>
  );
}
