import ReactMarkdown, { type Components } from "react-markdown";

/**
 * Whether a link may stay a link (spec §5): http, https, mailto, tel, relative and anchor links.
 * Everything else (javascript:, data:, vbscript:, file:, other schemes, obfuscated forms) is refused.
 */
export function isAllowedLink(href: string | undefined | null): boolean {
  if (!href) return false;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"): so do we.
  const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (cleaned === "") return false;
  if (cleaned.startsWith("#")) return true;
  if (cleaned.startsWith("//") || cleaned.startsWith("\\")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (!scheme) return /^(\/|\.\/|\.\.\/|[^:]*$)/.test(cleaned);
  return ["http", "https", "mailto", "tel"].includes(scheme[1]!.toLowerCase());
}

const components: Components = {
  a({ href, children }) {
    if (!isAllowedLink(href)) return <span className="bl-inert-link">{children}</span>;
    const external = /^https?:/i.test(href!.trim());
    return (
      <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  },
  // Images from a model's reply could track the student or show anything: show their text instead.
  img({ alt }) {
    return alt ? <span>{alt}</span> : null;
  },
};

/**
 * Formatted text for the tutor's replies: markdown without raw HTML (HTML in the text is dropped,
 * never rendered), and links limited as above.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="bl-markdown">
      <ReactMarkdown skipHtml components={components} urlTransform={(url) => url}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
