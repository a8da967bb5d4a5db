import { Spinner, useT } from "@bloom/ui";

/** What a page shows while it waits for the sign-in check, its scripts or its widget. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="shell-center">
      <Spinner label={t("common.loading")} />
    </div>
  );
}
