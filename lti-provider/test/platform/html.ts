/** HTML in and out: the platform's pages, and reading the tool's forms as a browser would. */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** JSON for an inline script, safe against `</script>` and line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A whole platform page. `body` must already be escaped. */
export function htmlPage(title: string, body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      `<style>body{font-family:system-ui,sans-serif;margin:1rem}iframe{border:1px solid #ccd}</style></head><body>${body}</body></html>`,
    { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...headers } },
  );
}

/** Hidden inputs for a form, escaped. */
export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
}

/** A page whose form submits itself on load (and by a button when scripts are off). */
export function autoSubmitPage(input: {
  title: string;
  formId: string;
  action: string;
  fields: Record<string, string>;
  target?: string;
  before?: string;
}): Response {
  const target = input.target ? ` target="${escapeHtml(input.target)}"` : "";
  return htmlPage(
    input.title,
    `${input.before ?? ""}<form id="${escapeHtml(input.formId)}" method="post" action="${escapeHtml(input.action)}"${target}>${hiddenInputs(input.fields)}` +
      `<noscript><button type="submit">Continue</button></noscript></form>` +
      `<script>document.getElementById(${scriptJson(input.formId)}).submit();</script>`,
  );
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes character references (HTMLRewriter hands attribute values over undecoded). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export interface ParsedInput {
  name: string;
  type: string;
  value: string;
  checked: boolean;
}

export interface ParsedForm {
  id: string | null;
  action: string;
  method: string;
  target: string | null;
  inputs: ParsedInput[];
  /** What the form would submit as it stands: hidden and text inputs, checked radios and boxes. */
  fields: Record<string, string>;
}

/** The forms of a page and their inputs, attribute values decoded. */
export async function parseForms(html: string): Promise<ParsedForm[]> {
  const forms: ParsedForm[] = [];
  let current: ParsedForm | null = null;
  const attribute = (element: HTMLRewriterTypes.Element, name: string): string | null => {
    const value = element.getAttribute(name);
    return value === null ? null : decodeEntities(value);
  };
  await new HTMLRewriter()
    .on("form", {
      element(element) {
        const form: ParsedForm = {
          id: attribute(element, "id"),
          action: attribute(element, "action") ?? "",
          method: (attribute(element, "method") ?? "get").toLowerCase(),
          target: attribute(element, "target"),
          inputs: [],
          fields: {},
        };
        forms.push(form);
        current = form;
        element.onEndTag(() => {
          current = null;
        });
      },
    })
    .on("input", {
      element(element) {
        const name = attribute(element, "name");
        if (!current || !name) return;
        current.inputs.push({
          name,
          type: (attribute(element, "type") ?? "text").toLowerCase(),
          value: attribute(element, "value") ?? "",
          checked: element.hasAttribute("checked"),
        });
      },
    })
    .transform(new Response(html))
    .text();
  for (const form of forms) form.fields = submittedFields(form.inputs);
  return forms;
}

function submittedFields(inputs: ParsedInput[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of inputs) {
    if ((input.type === "radio" || input.type === "checkbox") && !input.checked) continue;
    if (["submit", "button", "reset", "file", "image"].includes(input.type)) continue;
    fields[input.name] = input.value;
  }
  return fields;
}

/** The text of the page's `role="alert"` elements and its first `<h1>`, to explain a page in an error. */
export async function pageMessages(html: string): Promise<string[]> {
  const messages: string[] = [];
  let buffer: string[] | null = null;
  const collect = {
    element(element: HTMLRewriterTypes.Element) {
      buffer = [];
      element.onEndTag(() => {
        if (buffer) messages.push(decodeEntities(buffer.join("")).trim());
        buffer = null;
      });
    },
    text(chunk: HTMLRewriterTypes.Text) {
      buffer?.push(chunk.text);
    },
  };
  await new HTMLRewriter()
    .on('[role="alert"]', collect)
    .on("h1", collect)
    .on("pre", collect)
    .transform(new Response(html))
    .text();
  return messages.filter(Boolean);
}

/** Reads an urlencoded form body (or a query, for GET) into plain string fields. */
export async function readParams(request: Request): Promise<Record<string, string>> {
  const params: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams);
  if (request.method === "POST") {
    const type = request.headers.get("content-type") ?? "";
    if (type.startsWith("application/x-www-form-urlencoded")) {
      Object.assign(params, Object.fromEntries(new URLSearchParams(await request.text())));
    } else if (type.startsWith("multipart/form-data")) {
      for (const [name, value] of await request.formData()) if (typeof value === "string") params[name] = value;
    }
  }
  return params;
}

/** The data a tool's page carries for its script (`<script type="application/json" id="page-data">`). */
export function readPageData<T = Record<string, unknown>>(html: string): T {
  const match = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s);
  if (!match) throw new Error(`Not a page with launch data:\n${html.slice(0, 600)}`);
  return JSON.parse(match[1]!) as T;
}
