/** The content-generation dialog's progress lines (spec §4), as the server reports each stage. */
export const content = {
  "content.subject.start": "Setting up your subject",
  "content.subject.created": "Subject created",
  "content.subject.found": "Subject found",
  "content.outline.start": "Preparing the outline",
  "content.outline.ready": "Outline ready",
  "content.outline.topics": "{count, plural, one {# topic} other {# topics}}",
  "content.session.start": "Planning the topic and its concepts",
  "content.session.ready": "Session ready",
  "content.session.counts":
    "{sections, plural, one {# section} other {# sections}}, {concepts, plural, one {# concept} other {# concepts}}",
} as const;
