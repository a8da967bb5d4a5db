import { Spinner } from "@bloom/ui";

/** What a page shows while it waits for the sign-in check, its scripts or its widget. */
export function PageLoading() {
  return (
    <div className="shell-center">
      <Spinner label="Loading" />
    </div>
  );
}
