import type { PlatformServices } from "@bloom/lti-provider";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/database";
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
import { logger } from "../../logger";
import { loadTopicMastery } from "../mastery/service";
import type { DatabaseLtiStore } from "./store";

/** A topic at or above this mastery counts as completed in the gradebook. */
const COMPLETED_MASTERY = 0.85;

/**
 * Sends a student's topic mastery to their courses' gradebooks (Assignment and Grade Services)
 * when it changes. Publishing runs beside the request that changed it: the student never waits
 * for an LMS, and a platform that is down is retried with backoff by `PlatformServices`.
 */
export class ScorePublisher {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly store: DatabaseLtiStore,
    private readonly services: PlatformServices,
  ) {}

  /** Starts publishing and returns at once. */
  publish(change: MasteryChange): void {
    const task: Promise<void> = this.publishNow(change)
      .catch((error: unknown) =>
        logger.warn("Posting a score to the LMS failed", { userId: change.userId, error: String(error) }),
      )
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when nothing is being published (for shutdown and tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
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
