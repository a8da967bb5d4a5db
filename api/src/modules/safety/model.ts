import { t } from "elysia";

export const AlertParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64, error: "That is not an alert id." }),
});

export const AlertListQuery = t.Object({
  status: t.Optional(
    t.UnionEnum(["open", "acknowledged", "resolved", "unresolved"], {
      error: "status must be open, acknowledged, resolved or unresolved.",
    }),
  ),
});

const Severity = t.UnionEnum(["critical", "standard", "concern"]);
const Status = t.UnionEnum(["open", "acknowledged", "resolved"]);

const AlertSummary = t.Object({
  id: t.String(),
  student: t.Object({ id: t.String(), name: t.String() }),
  category: t.String(),
  categoryLabel: t.String(),
  severity: Severity,
  status: Status,
  session: t.Nullable(t.Object({ id: t.String(), subject: t.String(), topic: t.String() })),
  /** How many flagged messages the alert holds (several lines in a few minutes grow one alert). */
  messageCount: t.Number(),
  firstMessageAt: t.String(),
  lastMessageAt: t.String(),
});

export const AlertList = t.Object({ alerts: t.Array(AlertSummary) });

export const AlertCounts = t.Object({
  /** Alerts not yet resolved. */
  open: t.Number(),
  critical: t.Number(),
  /** Whether the caller looks after any student (a teacher, an admin, a guardian): else there are no alerts to show. */
  looksAfterStudents: t.Boolean(),
});

const ChatLine = t.Object({ id: t.String(), content: t.String(), createdAt: t.String() });

export const AlertDetail = t.Composite([
  AlertSummary,
  t.Object({
    /** The engines that decided, e.g. "offline+openai". */
    engines: t.String(),
    scores: t.Record(t.String(), t.Number()),
    items: t.Array(t.Object({ message: t.Nullable(ChatLine), reply: t.Nullable(ChatLine) })),
    notes: t.Array(
      t.Object({
        action: t.UnionEnum(["note", "acknowledge", "resolve", "reopen"]),
        text: t.String(),
        authorName: t.String(),
        createdAt: t.String(),
      }),
    ),
    deliveries: t.Array(
      t.Object({
        audience: t.UnionEnum(["teacher", "school_admin", "district_admin", "safety_contact", "guardian"]),
        recipient: t.String(),
        status: t.UnionEnum(["pending", "delivered", "failed"]),
        attempts: t.Number(),
        lastError: t.Nullable(t.String()),
      }),
    ),
  }),
]);

export const AlertActionBody = t.Object({
  note: t.Optional(t.String({ maxLength: 2000, error: "A note can be up to 2,000 characters long." })),
});

export const AlertNoteBody = t.Object({
  note: t.String({ minLength: 1, maxLength: 2000, error: "A note must be 1 to 2,000 characters long." }),
});

const HelpLineText = t.String({ maxLength: 500, error: "A help line can be up to 500 characters long." });

export const SafetySettingsBody = t.Object({
  contacts: t.Array(
    t.Object({
      name: t.String({ maxLength: 100, error: "A contact's name can be up to 100 characters long." }),
      email: t.String({ format: "email", maxLength: 254, error: "Each safety contact needs an email address." }),
    }),
    { maxItems: 20, error: "A district can name up to 20 safety contacts." },
  ),
  helpLines: t.Object({
    suicide: t.Optional(HelpLineText),
    abuse: t.Optional(HelpLineText),
    emergency: t.Optional(HelpLineText),
    trustedAdult: t.Optional(HelpLineText),
  }),
});

export const SafetySettings = t.Object({
  contacts: t.Array(t.Object({ name: t.String(), email: t.String() })),
  helpLines: t.Object({ suicide: t.String(), abuse: t.String(), emergency: t.String(), trustedAdult: t.String() }),
  customLines: t.Array(t.UnionEnum(["suicide", "abuse", "emergency", "trustedAdult"])),
  /** The default wording of each line, as plain text: what a line left blank says. */
  defaultHelpLines: t.Object({
    suicide: t.String(),
    abuse: t.String(),
    emergency: t.String(),
    trustedAdult: t.String(),
  }),
  /** Whether emails can be sent (SMTP set up), so the admin knows contacts will hear. */
  emailReady: t.Boolean(),
});

/** Whether critical alerts in the district have someone to go to, and what is missing, in plain words. */
export const SafetyReadiness = t.Object({
  /** Every critical alert reaches a designated safety contact (the other gaps narrow who else is told). */
  ready: t.Boolean(),
  safetyContacts: t.Integer(),
  districtAdminsWithEmail: t.Integer(),
  schools: t.Array(t.Object({ id: t.String(), name: t.String(), adminsWithEmail: t.Integer() })),
  courses: t.Object({
    known: t.Integer(),
    withoutTeacherEmail: t.Integer(),
    listed: t.Array(t.Object({ id: t.String(), title: t.String(), platform: t.String() })),
  }),
  missing: t.Array(
    t.Object({
      code: t.UnionEnum([
        "no_safety_contact",
        "no_district_admin_email",
        "school_without_admin",
        "course_without_teacher",
      ]),
      message: t.String(),
      blocking: t.Boolean(),
    }),
  ),
  /** Whether emails can be sent (SMTP set up), so the admin knows contacts will hear. */
  emailReady: t.Boolean(),
});

const alertId = t.String({
  minLength: 1,
  maxLength: 64,
  error: "alertId must be the alert's id from the email's link.",
});
const recipientEmail = t.String({
  format: "email",
  maxLength: 254,
  error: "Please give the email address the alert was sent to, like name@example.com.",
});

/** Asks for a sign-in code for an alert, sent only to an address the alert was delivered to. */
export const AlertSignInCodeBody = t.Object({ alertId, email: recipientEmail });

export const AlertSignInCodeSent = t.Object({ message: t.String() });

/** Signs in with the emailed code, as the recipient the alert was delivered to. */
export const AlertSignInBody = t.Object({
  alertId,
  email: recipientEmail,
  code: t.String({ minLength: 6, maxLength: 12, error: "The code is the six digits in the email." }),
});

export const AlertSignInToken = t.Object({ token: t.String() });
