import type { CuratedSubject, CuratedTopic } from "./types";
export const CURATED_SUBJECTS: readonly CuratedSubject[] = [];
export function findCuratedSubject(name: string): CuratedSubject | undefined { return undefined; }
export function findCuratedTopic(subject: CuratedSubject, topicName: string): CuratedTopic | undefined { return undefined; }
export type { CuratedConcept, CuratedQuestion, CuratedSection, CuratedSubject, CuratedTopic } from "./types";
