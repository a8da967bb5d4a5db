import { type MessageKey, useT } from "@bloom/ui";
import { Link } from "../router";
import { SALES_EMAIL } from "./Pricing";

const SUPPORT_EMAIL = "support@bloom-learning.example";

/** A paragraph of an information page: its message, and the address it names, if any. */
type Paragraph = { key: MessageKey; email?: string };

/** The footer's pages: short, real answers, so no footer link leads nowhere. */
export const INFO_PAGES: Record<string, { title: MessageKey; paragraphs: Paragraph[] }> = {
  "/features": {
    title: "info.features.title",
    paragraphs: [{ key: "info.features.1" }, { key: "info.features.2" }, { key: "info.features.3" }],
  },
  "/educators": {
    title: "info.educators.title",
    paragraphs: [{ key: "info.educators.1" }, { key: "info.educators.2" }],
  },
  "/enterprise": {
    title: "info.enterprise.title",
    paragraphs: [{ key: "info.enterprise.1" }, { key: "info.enterprise.2", email: SALES_EMAIL }],
  },
  "/help": {
    title: "info.help.title",
    paragraphs: [{ key: "info.help.1" }, { key: "info.help.2" }, { key: "info.help.3", email: SUPPORT_EMAIL }],
  },
  "/contact": {
    title: "info.contact.title",
    paragraphs: [
      { key: "info.contact.1", email: SUPPORT_EMAIL },
      { key: "info.contact.2", email: SALES_EMAIL },
    ],
  },
  "/privacy": { title: "info.privacy.title", paragraphs: [{ key: "info.privacy.1" }, { key: "info.privacy.2" }] },
  "/terms": { title: "info.terms.title", paragraphs: [{ key: "info.terms.1" }, { key: "info.terms.2" }] },
  "/about": { title: "info.about.title", paragraphs: [{ key: "info.about.1" }] },
  "/careers": { title: "info.careers.title", paragraphs: [{ key: "info.careers.1", email: SUPPORT_EMAIL }] },
  "/blog": { title: "info.blog.title", paragraphs: [{ key: "info.blog.1" }] },
  "/press": { title: "info.press.title", paragraphs: [{ key: "info.press.1", email: SALES_EMAIL }] },
};

export function InfoPage({ path }: { path: string }) {
  const page = INFO_PAGES[path]!;
  const t = useT();
  return (
    <section className="shell-page" aria-labelledby="info-title">
      <h1 id="info-title">{t(page.title)}</h1>
      {page.paragraphs.map((paragraph) => (
        <p key={paragraph.key}>{t(paragraph.key, paragraph.email ? { email: paragraph.email } : undefined)}</p>
      ))}
      <p>
        <Link to="/">{t("info.back")}</Link>
      </p>
    </section>
  );
}
