import { safetyCategoryLabel } from "@bloom/domain";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { emailBody } from "../../email/body";
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
}

const SUBJECT = { critical: "Urgent safety alert", standard: "Safety alert", concern: "Safety review" } as const;

const SEVERITY_LINE = {
  critical: "critical (a person may be in danger)",
  standard: "standard",
  concern: "for review (the screen found a possible risk it is not sure of)",
} as const;

/** The email an alert sends: who and what kind, never the student's words; the conversation is behind sign-in. */
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
  const label = safetyCategoryLabel(input.category);
  const link = `${ctx.config.publicUrl}/alerts/${input.alertId}`;
  const name = input.student.name.trim() || "A student";
  const when = new Date(input.now).toUTCString();
  const urgent = input.severity === "critical";
  const subject = `${SUBJECT[input.severity]}: ${label} (${name})`;
  const action =
    input.recipient.audience === "guardian"
      ? urgent
        ? "Please check in with your child today. If you think they are in danger right now, call 911."
        : "You may want to talk with your child about it."
      : urgent
        ? "Please check on the student today, following your school's safeguarding procedure. If a child is in danger right now, call 911."
        : input.severity === "concern"
          ? "Please read it and decide whether to check in with the student; the lesson went on as usual."
          : "Please look at it when you can.";
  const paragraphs = [
    `Bloom's safety screen flagged a message ${input.recipient.audience === "guardian" ? "your child" : name} wrote in a tutoring session on ${input.topicName}, at ${when}.`,
    `Category: ${label}. Severity: ${SEVERITY_LINE[input.severity]}.`,
    action,
    `Open the alert to read the conversation (you will be asked to sign in): ${link}`,
    ...howToOpen(input.recipient),
    "For the student's privacy, Bloom never puts what they wrote in an email.",
  ];
  return { to: input.recipient.email, subject, ...emailBody(paragraphs) };
}

/**
 * How this recipient signs in to read it: a course's teacher can always go through the course in
 * their platform; someone who may never have opened Bloom can ask the link for a one-time code
 * sent to this address (ADR "Signing in from an alert email with a one-time code").
 */
function howToOpen(recipient: Recipient): string[] {
  const lines: string[] = [];
  const { course } = recipient;
  if (course) {
    const title = course.title.trim() || "your course";
    const platform = course.platform.trim() || "your learning platform";
    lines.push(
      `You are told as a teacher of ${title} in ${platform}. To open it from there: open ${title} in ${platform}, open Bloom there, then Alerts.`,
    );
  }
  // A guardian with no account signs in the way the guardian's own link says, not with a code.
  if (recipient.userId !== null || recipient.audience !== "guardian") {
    lines.push(
      `If you have no other way to sign in to Bloom, open the link and choose "Email me a sign-in code": a one-time code is sent to this address (${recipient.email}).`,
    );
  }
  return lines;
}
