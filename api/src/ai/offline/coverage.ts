import { findCuratedSubject, findCuratedTopic } from "../../curriculum";
import type { ErrorKey } from "../../errors";
import { type Language, type MessageValues, t } from "../../i18n";
import { allCuratedTopics, listOf } from "./material";

/**
 * What the built-in tutor can teach on its own, said before a student tries: a topic of a built-in
 * course with a full lesson, or nothing. A topic in a built-in course's outline without a lesson
 * is part of that course all the same, so it is never described as outside it.
 */

/** Whether a subject is one of the built-in courses (by its name or another name for it). */
export function isBuiltInCourse(subjectName: string): boolean {
  return findCuratedSubject(subjectName) !== undefined;
}

/** Whether the built-in tutor has a full lesson for this topic of this subject. */
export function builtInTeaches(subjectName: string, topicName: string): boolean {
  const subject = findCuratedSubject(subjectName);
  return Boolean(subject && findCuratedTopic(subject, topicName));
}

/** Why a topic cannot start without an AI model, in a sentence or two a student understands, in `language`. */
export function needsModelMessage(subjectName: string, topicName: string, language: Language): string {
  const { key, values } = needsModelReason(subjectName, topicName);
  return t(language, key, values(language));
}

/** The key and values of that sentence; the lists of topics are written in the reader's language. */
export function needsModelReason(
  subjectName: string,
  topicName: string,
): { key: ErrorKey; values: (language: Language) => MessageValues } {
  const topic = topicName.trim();
  const subject = findCuratedSubject(subjectName);
  if (subject) {
    const lessons = subject.topics.map((lesson) => `"${lesson.name}"`);
    return {
      key: "errors.needsModel.partOfCourse",
      values: (language) => ({
        topic,
        subject: subject.name,
        taught: listIn(language, lessons),
        count: subject.topics.length,
      }),
    };
  }
  const all = allCuratedTopics().map((near) => `"${near.topic}" (${near.subject})`);
  return { key: "errors.needsModel.outside", values: (language) => ({ topic, all: listIn(language, all) }) };
}

/** "a, b and c" in English, as the tutor writes lists; other languages by their own rules. */
function listIn(language: Language, items: readonly string[]): string {
  return language === "en" ? listOf(items) : new Intl.ListFormat(language, { type: "conjunction" }).format(items);
}
