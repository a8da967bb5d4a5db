import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Spinner } from "@bloom/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Disclosure } from "../Disclosure";
import { formatActivity } from "../format";
import { LIVE_REFRESH_MS, oversightKeys } from "./data";

type DeliveryList = Awaited<ReturnType<typeof useDeliveryList>>["data"] & {};
type Delivery = DeliveryList["deliveries"][number];

function useDeliveryList() {
  const { client } = useWidgetHost();
  return useQuery({
    queryKey: oversightKeys.deliveries,
    refetchInterval: LIVE_REFRESH_MS,
    queryFn: () => client.unwrap(client.api.admin.deliveries.get(), "Failed to load the deliveries."),
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
  return (
    <div className="dash-deliveries">
      <Disclosure
        headingLevel={3}
        title={(open) => `${open ? "Hide" : "Show"} deliveries that keep failing${count > 0 ? ` (${count})` : ""}`}
      >
        <Deliveries list={list} />
      </Disclosure>
    </div>
  );
}

function Deliveries({ list }: { list: ReturnType<typeof useDeliveryList> }) {
  const captionId = useId();
  if (list.isPending) return <Spinner label="Loading the deliveries" showLabel size="small" />;
  if (list.isError) return <Banner variant="error">{messageOf(list.error, "Failed to load the deliveries.")}</Banner>;
  const { deliveries, total } = list.data;
  if (deliveries.length === 0) return <p className="dash-empty">Every email and grade has been delivered.</p>;
  return (
    <>
      <p id={captionId} className="dash-meta">
        Bloom tries each message 7 times over about 7 hours before it gives up. A message that failed for good can be
        retried once the other system is back (a mail relay, the LMS, the payment provider).
        {total > deliveries.length ? ` Showing the newest ${deliveries.length} of ${total}.` : ""}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable). */}
      <div className="dash-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="dash-table">
          <caption className="bl-visually-hidden">Deliveries that keep failing</caption>
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Status</th>
              <th scope="col">Tries</th>
              <th scope="col">Last error</th>
              <th scope="col">Queued</th>
              <th scope="col">Action</th>
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
  const retry = useMutation({
    mutationFn: () =>
      client.unwrap(
        client.api.admin.deliveries({ id: delivery.id }).retry.post(),
        "Failed to retry the delivery. Please try again.",
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
          ? "Failed for good"
          : `Being tried again, next at ${formatActivity(delivery.nextAttemptAt)}`}
      </td>
      <td>{delivery.attempts}</td>
      <td>{delivery.lastError ?? ""}</td>
      <td>{formatActivity(delivery.createdAt)}</td>
      <td>
        {delivery.status === "failed" && (
          <Button
            variant="secondary"
            size="small"
            disabled={retry.isPending}
            aria-label={`Retry ${delivery.label} queued ${formatActivity(delivery.createdAt)}`}
            onClick={() => retry.mutate()}
          >
            {retry.isPending ? "Retrying..." : "Retry"}
          </Button>
        )}
        {retry.isError && (
          <span role="alert" className="dash-warning">
            {messageOf(retry.error, "Failed to retry the delivery. Please try again.")}
          </span>
        )}
      </td>
    </tr>
  );
}
