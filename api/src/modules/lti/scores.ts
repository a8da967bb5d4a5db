import type { PlatformServices } from "@bloom/lti-provider";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database, WriteTx } from "../../db/database";
import {
  concepts,
  ltiContextMembers,
  ltiContexts,
  ltiResourceLinks,
  sections,
  subjects,
  topics,
} from "../../db/schema";
import type { MasteryChange } from "../../events";
import type { Outbox } from "../../outbox/outbox";
import { loadTopicMastery } from "../mastery/public";
import type { DatabaseLtiStore } from "./store";

/** A topic at or above this mastery counts as completed in the gradebook. */
const COMPLETED_MASTERY = 0.85;

export const LTI_SCORES_KIND = "lti.scores";

/**
 * Sends a student's topic mastery to their courses' gradebooks (Assignment and Grade Services)
 * when it changes. The change is put in the outbox in the same write as the mastery itself, so a
 * restart never loses a grade; the outbox's worker posts it after the commit, and a platform that
 * is down is tried again with backoff. Each post carries the mastery at the time it is sent, so a
 * repeated delivery gives the gradebook the same, latest value.
 */
export class ScorePublisher {
  constructor(
    private readonly database: Database,
    private readonly store: DatabaseLtiStore,
    private readonly services: PlatformServices,
    private readonly outbox: Outbox,
  ) {
    outbox.register<MasteryChange>(LTI_SCORES_KIND, (change) => this.publishNow(change));
  }

  /** Inside the write that changed mastery: queues the grades when the student has a graded placement. */
  async queue(tx: WriteTx, change: MasteryChange): Promise<void> {
    const [graded] = await tx
      .select({ id: ltiResourceLinks.id })
      .from(ltiContextMembers)
      .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.contextRowId, ltiContextMembers.contextRowId))
      .where(
        and(
          eq(ltiContextMembers.userId, change.userId),
          eq(ltiContextMembers.role, "student"),
          isNotNull(ltiResourceLinks.lineItemUrl),
        ),
      )
      .limit(1);
    if (graded) await this.outbox.enqueue(tx, { kind: LTI_SCORES_KIND, payload: change, userId: change.userId });
  }

  private async publishNow({ userId, conceptIds }: MasteryChange): Promise<void> {
    const links = await this.database.read
      .select({
        lineItemUrl: ltiResourceLinks.lineItemUrl,
        subject: ltiResourceLinks.subject,
        topic: ltiResourceLinks.topic,
        ltiUserId: ltiContextMembers.ltiUserId,
        registrationId: ltiContexts.registrationId,
      })
      .from(ltiContextMembers)
      .innerJoin(ltiContexts, eq(ltiContexts.id, ltiContextMembers.contextRowId))
      .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.contextRowId, ltiContexts.id))
      .where(
        and(
          eq(ltiContextMembers.userId, userId),
          eq(ltiContextMembers.role, "student"),
          isNotNull(ltiResourceLinks.lineItemUrl),
        ),
      );
    if (links.length === 0) return;

    const touched = await this.database.read
      .selectDistinct({ topicId: topics.id, topic: topics.name, subject: subjects.name })
      .from(concepts)
      .innerJoin(sections, eq(sections.id, concepts.sectionId))
      .innerJoin(topics, eq(topics.id, sections.topicId))
      .innerJoin(subjects, eq(subjects.id, topics.subjectId))
      .where(and(eq(concepts.userId, userId), inArray(concepts.id, conceptIds)));

    for (const link of links) {
      const topic = touched.find((row) => sameName(row.subject, link.subject) && sameName(row.topic, link.topic));
      if (!topic) continue;
      const registration = await this.store.findRegistrationById(link.registrationId);
      if (!registration) continue;
      const mastery = await loadTopicMastery(this.database, topic.topicId);
      await this.services.postScore(registration, link.lineItemUrl!, {
        userId: link.ltiUserId,
        scoreGiven: Math.round(mastery * 1000) / 10,
        scoreMaximum: 100,
        activityProgress: mastery >= COMPLETED_MASTERY ? "Completed" : "InProgress",
        gradingProgress: "FullyGraded",
        timestamp: new Date().toISOString(),
        comment: `Mastery of ${topic.topic} in Bloom`,
      });
    }
  }
}

function sameName(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}
