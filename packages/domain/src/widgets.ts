/**
 * The product's widgets, defined once: the build makes a federation remote and an embed loader for
 * each, the shell and the web module point at their manifests, and the LTI tool offers them to a
 * teacher placing an activity, with the title the activity gets in the course.
 */
export const WIDGETS = [
  {
    name: "tutor",
    label: "The AI tutor",
    placedTitle: ({ subject, topic }: PlacedChoice) =>
      topic ? `${topic} with the Bloom tutor` : subject ? `${subject} with the Bloom tutor` : "Bloom tutor",
  },
  {
    name: "flashcards",
    label: "Flashcards",
    placedTitle: ({ subject, topic }: PlacedChoice) =>
      topic ? `${topic}: flashcards` : subject ? `${subject} flashcards` : "Bloom flashcards",
  },
  {
    name: "dashboard",
    label: "The learning dashboard",
    placedTitle: () => "My Bloom learning dashboard",
  },
] as const;

/** What a teacher chose to place: the subject and topic may be empty. */
export interface PlacedChoice {
  subject: string;
  topic: string;
}

export type WidgetName = (typeof WIDGETS)[number]["name"];

export const WIDGET_NAMES = WIDGETS.map((widget) => widget.name) as [WidgetName, ...WidgetName[]];

export function isWidgetName(value: unknown): value is WidgetName {
  return typeof value === "string" && (WIDGET_NAMES as readonly string[]).includes(value);
}

/** Each widget's federation manifest under `base` (e.g. "/widgets"). */
export function widgetManifests(base: string): Record<WidgetName, string> {
  return Object.fromEntries(WIDGET_NAMES.map((name) => [name, `${base}/${name}/mf-manifest.json`])) as Record<
    WidgetName,
    string
  >;
}
