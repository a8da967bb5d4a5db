import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { emailBody, emailDateTime } from "../../email/body";
import { type Language, type MessageKey, t } from "../../i18n";
import type { SafetyCategory } from "../../safety/types";

export type AlertAudience = "teacher" | "school_admin" | "district_admin" | "safety_contact" | "guardian";

/** Someone an alert is emailed to, and what we know of them: their account, or the course whose roster names them. */
export interface Recipient {
  audience: AlertAudience;
  email: string;
  name: string;
  /** Their Bloom account, when they have one. */
  userId: string | null;
  /** A course's teacher: the course (its row id and title) they were told through. */
  course: { contextRowId: string; title: string; platform: string } | null;
  /** A teacher known only from the course's roster: the platform's id for them. */
  ltiUserId: string | null;
  /** The language the email is written in: the recipient's own, else (a guardian) the student's, else English. */
  language: Language;
}

/** Each category's name for the adults who read an alert, as the catalogue keys it. */
const CATEGORY_LABEL: Record<SafetyCategory, MessageKey> = {
  suicide: "emails.category.suicide",
  self_harm: "emails.category.self_harm",
  abuse: "emails.category.abuse",
  violence_threat: "emails.category.violence_threat",
  sexual: "emails.category.sexual",
  drugs: "emails.category.drugs",
  harassment: "emails.category.harassment",
  bullying: "emails.category.bullying",
  pii: "emails.category.pii",
  injection: "emails.category.injection",
};

/** A category's name in the reader's language; a category this list does not know is shown as stored. */
function categoryLabel(language: Language, category: string): string {
  return Object.hasOwn(CATEGORY_LABEL, category) ? t(language, CATEGORY_LABEL[category as SafetyCategory]) : category;
}

/** The email an alert sends, in the recipient's language: who and what kind, never the student's words; the conversation is behind sign-in. */
export function alertEmail(
  ctx: AppContext,
  input: {
    alertId: string;
    student: UserRow;
    severity: "critical" | "standard" | "concern";
    category: SafetyCategory;
    topicName: string;
    recipient: Recipient;
    now: number;
  },
) {
  const { language } = input.recipient;
  const category = categoryLabel(language, input.category);
  const link = `${ctx.config.publicUrl}/alerts/${input.alertId}`;
  const name = input.student.name.trim() || t(language, "emails.alert.aStudent");
  const when = emailDateTime(language, input.now);
  const guardian = input.recipient.audience === "guardian";
  const subject = t(language, `emails.alert.subject.${input.severity}`, { category, name });
  const action = guardian
    ? t(language, input.severity === "critical" ? "emails.alert.action.guardianUrgent" : "emails.alert.action.guardian")
    : t(language, `emails.alert.action.${input.severity}`);
  const paragraphs = [
    guardian
      ? t(language, "emails.alert.flaggedChild", { topic: input.topicName, when })
      : t(language, "emails.alert.flagged", { name, topic: input.topicName, when }),
    t(language, `emails.alert.severity.${input.severity}`, { category }),
    action,
    t(language, "emails.alert.open", { link }),
    ...howToOpen(input.recipient),
    t(language, "emails.alert.privacy"),
  ];
  return { to: input.recipient.email, subject, ...emailBody(paragraphs) };
}

/**
 * How this recipient signs in to read it: a course's teacher can always go through the course in
 * their platform; someone who may never have opened Bloom can ask the link for a one-time code
 * sent to this address (ADR "Signing in from an alert email with a one-time code").
 */
function howToOpen(recipient: Recipient): string[] {
  const { language, course } = recipient;
  const lines: string[] = [];
  if (course) {
    lines.push(
      t(language, "emails.alert.course", {
        course: course.title.trim() || t(language, "emails.alert.yourCourse"),
        platform: course.platform.trim() || t(language, "emails.alert.yourPlatform"),
      }),
    );
  }
  // A guardian with no account signs in the way the guardian's own link says, not with a code.
  if (recipient.userId !== null || recipient.audience !== "guardian") {
    lines.push(t(language, "emails.alert.code", { email: recipient.email }));
  }
  return lines;
}
