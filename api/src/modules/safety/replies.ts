import { helpLineMarkdown } from "@bloom/domain";
import {
  type CriticalCategory,
  isCriticalCategory,
  type SafetyCategory,
  type ScreenLanguage,
  type StandardCategory,
} from "../../safety/types";
import { SPANISH_HELP_LINES, spanishBoundaryReply, spanishCareReply } from "./replies-es";

/**
 * What the tutor says when the safety screen flags a message: care and help for a student who may
 * be in danger, a short, kind boundary for the rest. Never a lesson, a grade or a "mistake".
 * Written for a young person: short sentences, plain words, no blame.
 */

/**
 * The help lines a student in crisis sees; a district may word each one its own way. Each is plain
 * text: the reply makes its numbers tap-to-call and tap-to-text links (`helpLineMarkdown`).
 */
export interface HelpLines {
  /** For thoughts of suicide or self-harm. */
  suicide: string;
  /** For abuse at home, online or anywhere. */
  abuse: string;
  /** For danger right now. */
  emergency: string;
  /** A person nearby to talk to. */
  trustedAdult: string;
}

export const HELP_LINE_KEYS = [
  "suicide",
  "abuse",
  "emergency",
  "trustedAdult",
] as const satisfies readonly (keyof HelpLines)[];

/** The United States defaults. */
export const DEFAULT_HELP_LINES: HelpLines = {
  suicide:
    "Call or text 988 to reach the 988 Suicide & Crisis Lifeline. It's free and private, and someone is there all day and all night.",
  abuse:
    "Call the Childhelp National Child Abuse Hotline at 1-800-422-4453. They're there all day and all night, and you can talk about anything.",
  emergency: "If you are in danger right now, call 911.",
  trustedAdult: "Talk to an adult you trust at school, like a teacher or the school counselor.",
};

/** Who will hear of it, so the student is never surprised and never promised what nobody does: said plainly in the reply. */
export type AdultsTold = "school" | "guardian" | "none";

export interface CareContext {
  topicName: string;
  helpLines: HelpLines;
  adultsTold: AdultsTold;
  /** The language the student wrote in (the verdict's): Spanish is answered in Spanish, anything else in English. */
  language?: ScreenLanguage;
}

const TOLD: Record<AdultsTold, string> = {
  school:
    "Because you use Bloom through your school, an adult there will be told, so they can check in with you and help.",
  guardian: "We'll also let your parent or guardian know, so they can help.",
  none: "Bloom can't tell an adult for you from here, so please tell someone yourself today: a parent, a teacher, the school counselor, or one of the lines above. You could show them this message.",
};

/**
 * What the reply may promise, from who the alert's emails are really queued to: an adult at school
 * when any of them is school staff, a parent when only a guardian is, and nobody otherwise.
 */
export function adultsToldBy(audiences: readonly string[]): AdultsTold {
  if (audiences.some((audience) => audience !== "guardian")) return "school";
  return audiences.includes("guardian") ? "guardian" : "none";
}

/** The reply to a message that says a person may be in danger. */
export function careReply(category: CriticalCategory, context: CareContext): string {
  const spanish = context.language === "es";
  // A line the district worded itself stays as written; the defaults are given in the student's language.
  const helpLines = spanish ? inSpanish(context.helpLines) : context.helpLines;
  const lines: Record<CriticalCategory, { opening: string; help: string[] }> = {
    suicide: {
      opening:
        "Thank you for telling me. I'm really glad you said something, and you're not in trouble. What you're feeling matters, and you don't have to carry it alone.",
      help: [helpLines.suicide, helpLines.emergency, helpLines.trustedAdult],
    },
    self_harm: {
      opening:
        "Thank you for telling me. I'm really glad you said something, and you're not in trouble. You deserve to feel safe, and there are people who want to help you with this.",
      help: [helpLines.suicide, helpLines.emergency, helpLines.trustedAdult],
    },
    abuse: {
      opening:
        "Thank you for telling me. That took courage, and you're not in trouble. What is happening is not your fault, and you deserve to be safe.",
      help: [helpLines.abuse, helpLines.emergency, helpLines.trustedAdult],
    },
    violence_threat: {
      opening:
        "It sounds like something really big is going on for you right now. I'm glad you wrote it here instead of keeping it inside, and you're not in trouble for telling me. I want to make sure everyone, you included, stays safe.",
      help: [helpLines.emergency, helpLines.trustedAdult, helpLines.suicide],
    },
  };
  const { opening, help } = lines[category];
  if (spanish) {
    return spanishCareReply(category, { topicName: context.topicName, adultsTold: context.adultsTold, help });
  }
  return [
    opening,
    `Here is where you can get help now:\n\n${help.map((line) => `- ${helpLineMarkdown(line, "en")}`).join("\n")}`,
    TOLD[context.adultsTold],
    `I'm still here. We can go back to ${context.topicName} whenever you want. There's no rush.`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The help lines with each default replaced by its Spanish version; a district's own wording is kept. */
function inSpanish(helpLines: HelpLines): HelpLines {
  const lines = { ...helpLines };
  for (const key of HELP_LINE_KEYS) if (lines[key] === DEFAULT_HELP_LINES[key]) lines[key] = SPANISH_HELP_LINES[key];
  return lines;
}

/** The reply to an inappropriate or risky message: a short, kind boundary and the way back to the topic. */
export function boundaryReply(
  category: StandardCategory,
  context: { topicName: string; pendingQuestion?: string; language?: ScreenLanguage },
): string {
  if (context.language === "es") return spanishBoundaryReply(category, context);
  const back = context.pendingQuestion
    ? `Let's get back to ${context.topicName}. ${context.pendingQuestion}`
    : `Let's get back to ${context.topicName}. What would you like to work on next?`;
  const boundary: Record<StandardCategory, string> = {
    sexual: "That's not something I can talk about here. I'm your tutor, so let's keep our chat about learning.",
    drugs:
      "I can't help with that. If you're worried about drugs or alcohol, for yourself or someone else, a school counselor or a trusted adult is a good person to talk to.",
    harassment: "I'm here to help you, and I'd like us to keep things kind, even when a question is frustrating.",
    bullying:
      "I can't help write something unkind about someone. If someone is being hurt or is hurting you, a trusted adult at school can help sort it out.",
    pii: "Please don't share personal information here, like phone numbers, emails, addresses or ID numbers. I've hidden it, and you don't need it to learn.",
    injection: `I'm your tutor for ${context.topicName}, and that part of how I work doesn't change.`,
  };
  return `${boundary[category]}\n\n${back}`;
}

/**
 * The line a concern's lesson opens with: no crisis script (the screen is not sure), just an open
 * door for a student who may be struggling, or a nudge back to kindness.
 */
export function concernOpening(category: SafetyCategory, language?: ScreenLanguage): string {
  const spanish = language === "es";
  if (isCriticalCategory(category)) {
    return spanish
      ? "Si algo te pesa, siempre puedes hablar con un adulto de confianza o con el orientador de tu escuela. Aquí sigo para la clase cuando quieras.\n\n"
      : "If anything is weighing on you, you can always talk to a trusted adult or the school counselor. I'm here for the lesson whenever you are.\n\n";
  }
  return spanish
    ? "Mantengamos la conversación amable y sobre lo que estás aprendiendo.\n\n"
    : "Let's keep our chat kind and about learning.\n\n";
}

/** What replaces a model's reply that failed the screen: the student never sees the unsafe text. */
export function replacedReply(context: { topicName: string }): string {
  return `Sorry, I started to answer in a way that isn't right for our lesson, so I stopped. Let's go back to ${context.topicName}: could you tell me, in your own words, what you're working on?`;
}
