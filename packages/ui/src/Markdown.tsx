import type { ReactNode } from "react";
import ReactMarkdown, { type Components, type UrlTransform } from "react-markdown";
import { useT } from "./i18n/I18n";
import { isAllowedLink, isExternalLink, phoneLinkAction } from "./links";

export { isAllowedLink } from "./links";

// Disallowed URLs are removed before any component sees them; the `a` component checks again,
// so a link is safe even if another element type ever carries a URL.
const urlTransform: UrlTransform = (url) => (isAllowedLink(url) ? url : undefined);

const components: Components = {
  a({ href, title, children }) {
    return (
      <MarkdownLink href={href} title={title}>
        {children}
      </MarkdownLink>
    );
  },
  // An image from a model's reply could be a tracking pixel or anything at all: show its text.
  img({ alt }) {
    return alt ? <span className="bl-markdown-image">{alt}</span> : null;
  },
};

/** A link in formatted text, its spoken words in the reader's language. */
function MarkdownLink({ href, title, children }: { href?: string; title?: string; children?: ReactNode }) {
  const t = useT();
  if (!href || !isAllowedLink(href)) return <span className="bl-inert-link">{children}</span>;
  if (!isExternalLink(href)) {
    // A tap-to-call or tap-to-text number is named by what it does: the text's own title ("Llamar
    // al 988" in a Spanish reply), else "Call 988" / "Text 741741".
    const action = phoneLinkAction(href, t);
    return (
      <a href={href} title={title} aria-label={action ? (title ?? action) : undefined}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} title={title} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="bl-visually-hidden">{t("common.newTab")}</span>
    </a>
  );
}

/**
 * Formatted text for the tutor's replies (markdown: headings, emphasis, lists, code, quotes,
 * links). Raw HTML in the text is never rendered as HTML: it shows as the literal text it is,
 * so "<script>" or "<img onerror>" stays inert and a lesson about HTML tags still reads right.
 * Links are limited as in `isAllowedLink`; the others become plain text. External links open in
 * a new tab with rel="noopener noreferrer"; tel: and sms: links are named by what they do.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={["bl-markdown", className].filter(Boolean).join(" ")}>
      {/* No rehype-raw and no plugins from outside: react-markdown then turns raw HTML into text. */}
      <ReactMarkdown components={components} urlTransform={urlTransform}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
