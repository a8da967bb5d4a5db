import { Banner, useT } from "@bloom/ui";
import { useSafetyReadiness } from "./data";

/**
 * A district admin's warning while the district has no safety contact: a critical alert about a
 * student whose teachers are unknown may then reach nobody. Its button opens the contacts form.
 */
export function NoSafetyContactBanner({
  onAddContact,
  urgent = false,
}: {
  onAddContact: () => void;
  urgent?: boolean;
}) {
  const readiness = useSafetyReadiness();
  const t = useT();
  const gap = readiness.data?.missing.find((item) => item.code === "no_safety_contact");
  if (!gap) return null;
  return (
    <Banner
      variant="warning"
      urgent={urgent}
      title={t("oversight.readiness.title")}
      action={{ label: t("oversight.readiness.add"), onClick: onAddContact }}
      className="dash-readiness-banner"
    >
      {/* The gap's message opens with its own short title ("No safety contact: "), which the banner's title says. */}
      {gap.message.replace(/^[^:]+: /, "")}
    </Banner>
  );
}

/** The rest of what the readiness answer finds missing (admins or teachers with no email), for the settings form. */
export function ReadinessGaps() {
  const readiness = useSafetyReadiness();
  const t = useT();
  const gaps = readiness.data?.missing.filter((item) => item.code !== "no_safety_contact") ?? [];
  if (gaps.length === 0) return null;
  return (
    <div className="dash-readiness-gaps">
      <h4>{t("oversight.readiness.others")}</h4>
      <ul aria-label={t("oversight.readiness.missing")}>
        {gaps.map((gap) => (
          <li key={gap.code}>{gap.message}</li>
        ))}
      </ul>
    </div>
  );
}
