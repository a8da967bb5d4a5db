import { findCuratedSubject, findCuratedTopic } from "../../curriculum";
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

/** Why a topic cannot start without an AI model, in a sentence or two a student understands. */
export function needsModelMessage(subjectName: string, topicName: string): string {
  const topic = topicName.trim();
  const subject = findCuratedSubject(subjectName);
  if (subject) {
    const taught = listOf(subject.topics.map((lesson) => `"${lesson.name}"`));
    return `"${topic}" is part of ${subject.name}, but the built-in tutor has full lessons only for ${taught}. Teaching this topic needs an AI model, and none is connected right now. Pick ${subject.topics.length === 1 ? "that topic" : "one of those"} instead.`;
  }
  const all = listOf(allCuratedTopics().map((near) => `"${near.topic}" (${near.subject})`));
  return `The built-in tutor has no lesson for "${topic}": teaching it needs an AI model, and none is connected right now. The built-in tutor teaches ${all}.`;
}
