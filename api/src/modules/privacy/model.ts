import { t } from "elysia";

export const DeleteBody = t.Object({
  /** The person types DELETE (in any case) to confirm; anything else deletes nothing. */
  confirm: t.String({ maxLength: 20, error: "To delete, type the word DELETE. Nothing was deleted." }),
});

export const BirthYearBody = t.Object({
  birthYear: t.Integer({ error: "Please enter the year you were born, as four digits." }),
});

export const ConsentRequestBody = t.Object({
  parentEmail: t.String({
    format: "email",
    maxLength: 254,
    error: "Please enter your parent's or guardian's email address, like name@example.com.",
  }),
});

export const ConsentRequestSent = t.Object({ sentTo: t.String() });

export const ConsentParams = t.Object({
  token: t.String({ minLength: 10, maxLength: 100, error: "That consent link is not complete." }),
});

export const ConsentInfo = t.Object({
  childName: t.String(),
  parentEmail: t.String(),
  expiresAt: t.String(),
  status: t.UnionEnum(["waiting", "granted"]),
});

export const ConsentAnswerBody = t.Object({
  decision: t.UnionEnum(["granted", "refused"], { error: "Choose to give or to refuse consent." }),
});

export const ConsentAnswer = t.Object({ status: t.UnionEnum(["granted", "deleted"]) });

export const StudentParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64, error: "That is not a student id." }),
});

/** The account's data as a file to download: format, profile and every table, each described. */
export const AccountExport = t.Object(
  {
    format: t.String(),
    exportedAt: t.String({ format: "date-time" }),
    about: t.String(),
    descriptions: t.Record(t.String(), t.String()),
    profile: t.Record(t.String(), t.Unknown()),
    tables: t.Record(t.String(), t.Array(t.Record(t.String(), t.Unknown()))),
  },
  { description: "Everything Bloom holds about the account, as a JSON file (Content-Disposition: attachment)." },
);

export const RetentionSettings = t.Object({
  /** Tutoring messages older than this are deleted every day; null keeps them for as long as the account. */
  messageRetentionDays: t.Nullable(t.Integer()),
});

export const RetentionBody = t.Object({
  messageRetentionDays: t.Nullable(
    t.Integer({
      minimum: 30,
      maximum: 3_650,
      error: "Keep conversations for 30 to 3,650 days, or choose to keep them.",
    }),
  ),
});
