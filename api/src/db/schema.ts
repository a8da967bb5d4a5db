import { ROLES, SESSION_STEPS, SUBSCRIPTION_STATUSES, WIDGET_NAMES } from "@bloom/domain";
import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/**
 * The whole data model (spec §3). Conventions:
 * - ids are UUIDv7 text (time-ordered, so new rows land at the end of indexes);
 * - `*At` columns are Unix milliseconds; `trialEnd` and `currentPeriodEnd` are Unix seconds, as the spec says;
 * - every row a user owns carries `user_id`, and every list or dashboard query has an index that starts with it,
 *   so a user's requests cost O(their own data);
 * - child rows cascade from their parent, so deleting a subject removes everything under it.
 */

/** A Unix-milliseconds column that defaults to the time the row is written. */
const timestampNow = (name: string) =>
  integer(name).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const createdAt = () => timestampNow("created_at");
const updatedAt = () => timestampNow("updated_at");

// ── Organisations and people ──────────────────────────────────────────────────

export const organisations = sqliteTable(
  "organisations",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["district", "school"] }).notNull(),
    name: text("name").notNull(),
    /** For a school: the district it belongs to. */
    districtId: text("district_id").references((): AnySQLiteColumn => organisations.id, { onDelete: "set null" }),
    /** Users who sign in with an email at this domain belong to this organisation. */
    signInDomain: text("sign_in_domain"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("organisations_sign_in_domain_unique").on(table.signInDomain),
    index("organisations_district_idx").on(table.districtId),
  ],
);

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email"),
    name: text("name").notNull().default(""),
    role: text("role", { enum: ROLES }).notNull().default("student"),
    districtId: text("district_id").references(() => organisations.id, { onDelete: "set null" }),
    schoolId: text("school_id").references(() => organisations.id, { onDelete: "set null" }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("none"),
    /** Unix seconds. Set when the trial starts; a user gets one trial. */
    trialEnd: integer("trial_end"),
    /** Unix seconds. End of the paid period. */
    currentPeriodEnd: integer("current_period_end"),
    /** Unix seconds: Stripe's `created` of the last subscription event applied, so older ones never win. */
    subscriptionEventAt: integer("subscription_event_at"),
    /** IANA time zone, e.g. "America/Chicago"; "today" for Retry Incorrect is computed in it. */
    timeZone: text("time_zone"),
    /** The language the person chose on their account page; null means "automatic" (the launch's, then the browser's). */
    locale: text("locale", { enum: ["en", "es"] }),
    /** The BCP 47 tag of the last LTI launch's `launch_presentation.locale`, e.g. "es-419"; used when they have not chosen. */
    ltiLocale: text("lti_locale"),
    /** A demo account: the seeded student, a visitor's copy of it, or a fresh one made from the login screen. */
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    /** A parent or guardian told of safety alerts about a student outside any school. */
    guardianEmail: text("guardian_email"),
    /** The year of birth (never the date), when the person gave it. */
    birthYear: integer("birth_year"),
    /**
     * Parental consent (COPPA) for an account made outside a school: `needs_birth_year` until the
     * year of birth is given, `awaiting_parent` for a child under 13 until a parent consents;
     * `not_required` for school accounts (the school consents) and adults.
     */
    consentStatus: text("consent_status", {
      enum: ["not_required", "needs_birth_year", "awaiting_parent", "granted"],
    })
      .notNull()
      .default("not_required"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("users_email_idx").on(table.email),
    uniqueIndex("users_stripe_customer_unique").on(table.stripeCustomerId),
    index("users_school_idx").on(table.schoolId),
    index("users_district_idx").on(table.districtId),
  ],
);

/** The owning user of a row; the row goes when the user goes. */
const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Links a user to a sign-in: an OpenID Connect issuer and subject, or the demo. */
export const identities = sqliteTable(
  "identities",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("identities_issuer_subject_unique").on(table.issuer, table.subject),
    index("identities_user_idx").on(table.userId),
  ],
);

/** API tokens revoked before their expiry (sign-out). Rows past `expiresAt` can be purged. */
export const revokedTokens = sqliteTable("revoked_tokens", {
  jti: text("jti").primaryKey(),
  userId: text("user_id").notNull(),
  /** Unix seconds: the token's own expiry. */
  expiresAt: integer("expires_at").notNull(),
  revokedAt: timestampNow("revoked_at"),
});

// ── Subjects and the mastery tree: subject → topic → section → concept ──────────

export const subjects = sqliteTable(
  "subjects",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    name: text("name").notNull(),
    /** Lower-cased name: one subject per name per user. */
    nameKey: text("name_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("subjects_user_name_unique").on(table.userId, table.nameKey)],
);

/** The list of topic names for a subject (spec: outline, also exposed as points). One per subject. */
export const outlines = sqliteTable(
  "outlines",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    subjectId: text("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    points: text("points", { mode: "json" }).$type<string[]>().notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("outlines_subject_unique").on(table.subjectId), index("outlines_user_idx").on(table.userId)],
);

export const topics = sqliteTable(
  "topics",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    subjectId: text("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("topics_subject_name_unique").on(table.subjectId, table.name),
    index("topics_user_idx").on(table.userId, table.subjectId),
  ],
);

export const sections = sqliteTable(
  "sections",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    topicId: text("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("sections_topic_name_unique").on(table.topicId, table.name),
    index("sections_user_idx").on(table.userId),
  ],
);

export const concepts = sqliteTable(
  "concepts",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    sectionId: text("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    definition: text("definition").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("concepts_section_label_unique").on(table.sectionId, table.label),
    index("concepts_user_idx").on(table.userId),
  ],
);

/**
 * The learner's current state of a concept: its BKT mastery (0–1), how much evidence it rests on,
 * and the tutoring activity the dashboard's chat overview reads.
 */
export const conceptMastery = sqliteTable(
  "concept_mastery",
  {
    conceptId: text("concept_id")
      .primaryKey()
      .references(() => concepts.id, { onDelete: "cascade" }),
    userId: ownerId(),
    mastery: real("mastery").notNull().default(0),
    observations: integer("observations").notNull().default(0),
    interactionCount: integer("interaction_count").notNull().default(0),
    /** Session steps completed while this concept was taught, comma-separated in step order. */
    stepsCompleted: text("steps_completed").notNull().default(""),
    lastActivityAt: integer("last_activity_at"),
    /** Distinct local days with counted evidence: "Mastered" needs two (ADR 0015). */
    evidenceDays: integer("evidence_days").notNull().default(0),
    /** The local date (YYYY-MM-DD) of the latest evidence, to count days. */
    lastEvidenceDay: text("last_evidence_day"),
    /** The first and latest counted evidence, for the learning path's dates. */
    firstEvidenceAt: integer("first_evidence_at"),
    lastEvidenceAt: integer("last_evidence_at"),
    /** The latest chat evidence: mastery shown only in chat decays from here. */
    lastChatEvidenceAt: integer("last_chat_evidence_at"),
    updatedAt: updatedAt(),
  },
  (table) => [index("concept_mastery_user_idx").on(table.userId, table.lastActivityAt)],
);

/** Every piece of evidence that moved a concept's mastery, for the learning path and timeline. */
export const masteryEvidence = sqliteTable(
  "mastery_evidence",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    conceptId: text("concept_id")
      .notNull()
      .references(() => concepts.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["tutoring", "flashcard"] }).notNull(),
    /** The graded score of the observation, 0–1. */
    score: real("score").notNull(),
    masteryBefore: real("mastery_before").notNull(),
    masteryAfter: real("mastery_after").notNull(),
    sessionId: text("session_id").references(() => tutoringSessions.id, { onDelete: "set null" }),
    flashcardId: text("flashcard_id").references(() => flashcards.id, { onDelete: "set null" }),
    /** The flashcard review that gave it: undoing the review removes it; deleting the card keeps it, unlinked. */
    reviewId: text("review_id").references(() => flashcardReviews.id),
    /** The answer's content words (answerFingerprint), so a repeated answer adds nothing. */
    fingerprint: text("fingerprint"),
    createdAt: createdAt(),
  },
  (table) => [
    index("mastery_evidence_user_time_idx").on(table.userId, table.createdAt),
    index("mastery_evidence_concept_time_idx").on(table.conceptId, table.createdAt),
  ],
);

// ── Tutoring ──────────────────────────────────────────────────────────────────

export const tutoringSessions = sqliteTable(
  "tutoring_sessions",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    subjectId: text("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    topicId: text("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    /** The topic text as the student chose it (trimmed). */
    topic: text("topic").notNull(),
    status: text("status", { enum: ["open", "paused", "ended"] })
      .notNull()
      .default("open"),
    step: text("step", { enum: SESSION_STEPS }).notNull().default("WARMUP"),
    currentSectionId: text("current_section_id").references(() => sections.id, { onDelete: "set null" }),
    startedAt: timestampNow("started_at"),
    lastActivityAt: integer("last_activity_at").notNull(),
    endedAt: integer("ended_at"),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("tutoring_sessions_lookup_idx").on(table.userId, table.subjectId, table.topic, table.status),
    // At most one session that is not ended per subject and topic: creation is idempotent.
    uniqueIndex("tutoring_sessions_active_unique")
      .on(table.userId, table.subjectId, table.topic)
      .where(sql`status <> 'ended'`),
    index("tutoring_sessions_user_time_idx").on(table.userId, table.startedAt),
  ],
);

export const messages = sqliteTable(
  "messages",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => tutoringSessions.id, { onDelete: "cascade" }),
    userId: ownerId(),
    role: text("role", { enum: ["USER", "ASSISTANT"] }).notNull(),
    content: text("content").notNull(),
    /** Sent by the browser with a user message, so a resend is recognised and stored once. */
    clientMessageId: text("client_message_id"),
    /** For an assistant message: the user message it answers. */
    replyToId: text("reply_to_id").references((): AnySQLiteColumn => messages.id, { onDelete: "set null" }),
    sectionId: text("section_id").references(() => sections.id, { onDelete: "set null" }),
    step: text("step", { enum: SESSION_STEPS }),
    /** What the safety screen found: on a student's message, or on a model reply that was replaced. */
    safetyCategory: text("safety_category"),
    /** Flagged (critical, standard: never taught, graded or sent to a model) or a concern (taught, not graded, reviewed by an adult). */
    safetySeverity: text("safety_severity", { enum: ["critical", "standard", "concern"] }),
    createdAt: createdAt(),
  },
  (table) => [
    index("messages_session_time_idx").on(table.sessionId, table.createdAt),
    index("messages_user_time_idx").on(table.userId, table.createdAt),
    uniqueIndex("messages_client_id_unique").on(table.sessionId, table.clientMessageId),
    uniqueIndex("messages_reply_unique").on(table.replyToId),
  ],
);

/** Facts learned and mistakes made during a session, per section. */
export const sessionNotes = sqliteTable(
  "session_notes",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => tutoringSessions.id, { onDelete: "cascade" }),
    userId: ownerId(),
    sectionId: text("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["fact", "mistake"] }).notNull(),
    label: text("label").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("session_notes_unique").on(table.sessionId, table.sectionId, table.kind, table.label)],
);

// ── Flashcards ────────────────────────────────────────────────────────────────

export const flashcards = sqliteTable(
  "flashcards",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    /** The subject row, when the card's subject is one of the user's subjects; deleting it deletes the card. */
    subjectId: text("subject_id").references(() => subjects.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    topic: text("topic").notNull(),
    section: text("section").notNull(),
    /** A concept id, or (spec §3) the section or topic name when the card has no concept. */
    conceptId: text("concept_id").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    /** The card's FSRS-aware mastery just after its last counted review; the API shows it decayed to now. */
    mastery: real("mastery").notNull().default(0),
    /** The card's mastery just before its last counted review. */
    lastMasteryScore: real("last_mastery_score"),
    /** The grade of the latest answer, counted or practice (Retry Incorrect reads it). */
    lastScore: real("last_score"),
    /** A suspended card is never due and never in Quick Test. */
    suspended: integer("suspended", { mode: "boolean" }).notNull().default(false),
    feedback: text("feedback"),
    successCount: integer("success_count").notNull().default(0),
    failCount: integer("fail_count").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    lastPracticed: integer("last_practiced"),
    // FSRS scheduling state (ts-fsrs Card).
    due: integer("due").notNull(),
    stability: real("stability").notNull().default(0),
    difficulty: real("difficulty").notNull().default(0),
    elapsedDays: integer("elapsed_days").notNull().default(0),
    scheduledDays: integer("scheduled_days").notNull().default(0),
    learningSteps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull().default(0),
    lapses: integer("lapses").notNull().default(0),
    state: integer("state").notNull().default(0),
    lastReview: integer("last_review"),
    createdAt: createdAt(),
  },
  (table) => [
    index("flashcards_user_scope_idx").on(table.userId, table.subject, table.topic, table.section),
    index("flashcards_user_due_idx").on(table.userId, table.due),
    index("flashcards_user_practiced_idx").on(table.userId, table.lastPracticed),
  ],
);

/** One graded answer to a flashcard, with the schedule it produced. */
export const flashcardReviews = sqliteTable(
  "flashcard_reviews",
  {
    id: text("id").primaryKey(),
    flashcardId: text("flashcard_id")
      .notNull()
      .references(() => flashcards.id, { onDelete: "cascade" }),
    userId: ownerId(),
    userAnswer: text("user_answer").notNull(),
    /** The grade, 0–1. */
    mastery: real("mastery").notNull(),
    previousMastery: real("previous_mastery"),
    /** False for practice: an answer before the card was due, shown but not counted. */
    counted: integer("counted", { mode: "boolean" }).notNull().default(true),
    /** The card's FSRS state before the answer (0 New: it counts against the day's new cards). */
    previousState: integer("previous_state").notNull().default(0),
    responseMs: integer("response_ms"),
    /** The card's FSRS-aware mastery before and after. */
    cardMasteryBefore: real("card_mastery_before"),
    cardMasteryAfter: real("card_mastery_after"),
    /** The card's row before the answer (JSON), so the answer can be undone exactly. */
    cardBefore: text("card_before"),
    /** FSRS rating 1–4 (Again, Hard, Good, Easy). */
    rating: integer("rating").notNull(),
    feedback: text("feedback").notNull().default(""),
    misconception: text("misconception"),
    correction: text("correction"),
    state: integer("state").notNull(),
    stability: real("stability").notNull(),
    difficulty: real("difficulty").notNull(),
    due: integer("due").notNull(),
    reviewedAt: timestampNow("reviewed_at"),
  },
  (table) => [
    index("flashcard_reviews_user_time_idx").on(table.userId, table.reviewedAt),
    index("flashcard_reviews_card_time_idx").on(table.flashcardId, table.reviewedAt),
  ],
);

/** A student's review settings and personal FSRS weights (ADR 0015); no row means the defaults. */
export const reviewSettings = sqliteTable("review_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  desiredRetention: real("desired_retention").notNull(),
  maximumIntervalDays: integer("maximum_interval_days").notNull(),
  newCardsPerDay: integer("new_cards_per_day").notNull(),
  reviewsPerDay: integer("reviews_per_day").notNull(),
  /** The fitted FSRS weights (JSON array), or null for the defaults. */
  weights: text("weights"),
  /** When the weights were last fitted, and on how many counted reviews. */
  weightsFittedAt: integer("weights_fitted_at"),
  weightsReviewCount: integer("weights_review_count"),
  /** Log loss of the fitted and the default weights on the student's own history. */
  weightsLogLoss: real("weights_log_loss"),
  defaultLogLoss: real("default_log_loss"),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;
export type SubjectRow = typeof subjects.$inferSelect;
export type OutlineRow = typeof outlines.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export type ConceptRow = typeof concepts.$inferSelect;
export type TutoringSessionRow = typeof tutoringSessions.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

// ── Billing ───────────────────────────────────────────────────────────────────

/** Stripe webhook events already applied, by event id: each is applied once. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** Unix seconds, Stripe's `created` of the event. */
  createdAtStripe: integer("created_at_stripe").notNull(),
  receivedAt: timestampNow("received_at"),
});

/** A School or Corporate plan: seats for an organisation's users until an end date. */
export const licences = sqliteTable(
  "licences",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: ["school", "corporate"] }).notNull(),
    seats: integer("seats").notNull(),
    /** Unix seconds. */
    endsAt: integer("ends_at").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("licences_organisation_idx").on(table.organisationId)],
);

/** Who holds a seat of a licence, and how they came to hold it. */
export const licenceSeats = sqliteTable(
  "licence_seats",
  {
    licenceId: text("licence_id")
      .notNull()
      .references(() => licences.id, { onDelete: "cascade" }),
    userId: ownerId(),
    source: text("source", { enum: ["domain", "admin", "lti"] }).notNull(),
    assignedAt: timestampNow("assigned_at"),
  },
  (table) => [
    primaryKey({ columns: [table.licenceId, table.userId] }),
    index("licence_seats_user_idx").on(table.userId),
  ],
);

// ── LTI 1.3 ───────────────────────────────────────────────────────────────────

/** A platform (Canvas, Schoology, Moodle, …) registered with us, by issuer and client id. */
export const ltiRegistrations = sqliteTable(
  "lti_registrations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    issuer: text("issuer").notNull(),
    clientId: text("client_id").notNull(),
    /** The platform's OIDC authorization endpoint, its token endpoint and its key set. */
    authLoginUrl: text("auth_login_url").notNull(),
    authTokenUrl: text("auth_token_url").notNull(),
    jwksUrl: text("jwks_url").notNull(),
    /** The district the platform's launches belong to. */
    districtId: text("district_id").references(() => organisations.id, { onDelete: "set null" }),
    /** `open`: a new deployment id is recorded and accepted; `listed`: only deployments already listed. */
    deploymentPolicy: text("deployment_policy", { enum: ["open", "listed"] })
      .notNull()
      .default("open"),
    /** The LMS product (`canvas`, `schoology`…): from the platform's configuration or launches, or named by an admin (ADR 0044). */
    productFamily: text("product_family"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("lti_registrations_issuer_client_unique").on(table.issuer, table.clientId)],
);

/**
 * Origins a platform's pages frame the tool from besides its issuer and login hosts (ADR 0044): a
 * school's own host that a verified launch's return address or the registration's configuration
 * named, or one the district's admin added. Learned ones are capped per registration, newest kept.
 */
export const ltiFrameOrigins = sqliteTable(
  "lti_frame_origins",
  {
    registrationId: text("registration_id")
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: "cascade" }),
    /** `https://host[:port]`: never a path or a wildcard. */
    origin: text("origin").notNull(),
    source: text("source", { enum: ["launch", "deep_link", "registration", "admin"] }).notNull(),
    /** The admin who added it, for `admin` rows. */
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    learnedAt: createdAt(),
    /** When a launch last named it: the cap keeps the most recently seen. */
    seenAt: timestampNow("seen_at"),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.origin] })],
);

export const ltiDeployments = sqliteTable(
  "lti_deployments",
  {
    id: text("id").primaryKey(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: "cascade" }),
    deploymentId: text("deployment_id").notNull(),
    districtId: text("district_id").references(() => organisations.id, { onDelete: "set null" }),
    schoolId: text("school_id").references(() => organisations.id, { onDelete: "set null" }),
    /** Listed by an administrator, or recorded from a first launch under an open registration. */
    source: text("source", { enum: ["listed", "launch"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("lti_deployments_unique").on(table.registrationId, table.deploymentId)],
);

/** Launch nonces seen: the primary key makes each single-use without a read-then-write. */
export const ltiNonces = sqliteTable("lti_nonces", {
  nonce: text("nonce").primaryKey(),
  registrationId: text("registration_id").notNull(),
  /** Unix seconds; rows past it can be purged. */
  expiresAt: integer("expires_at").notNull(),
});

/** Our signing keys (RS256), published at our JWKS; the newest active one signs. */
export const ltiKeys = sqliteTable("lti_keys", {
  kid: text("kid").primaryKey(),
  publicJwk: text("public_jwk", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  privateJwk: text("private_jwk", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  status: text("status", { enum: ["active", "retired"] })
    .notNull()
    .default("active"),
  createdAt: createdAt(),
});

/** A course (LTI context) of a platform, with the services it offers. */
export const ltiContexts = sqliteTable(
  "lti_contexts",
  {
    id: text("id").primaryKey(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: "cascade" }),
    contextId: text("context_id").notNull(),
    title: text("title").notNull().default(""),
    /** NRPS: the course's membership URL, when the platform offers it. */
    membershipsUrl: text("memberships_url"),
    /** When the course's roster was last read from the platform (NRPS), so it is refreshed now and then, not on every launch. */
    rosterReadAt: integer("roster_read_at"),
    districtId: text("district_id").references(() => organisations.id, { onDelete: "set null" }),
    schoolId: text("school_id").references(() => organisations.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("lti_contexts_unique").on(table.registrationId, table.contextId),
    // An admin's classes are the courses of their school or district (classroom/service.ts).
    index("lti_contexts_school_idx").on(table.schoolId),
    index("lti_contexts_district_idx").on(table.districtId),
  ],
);

/** Who launched in a course, as what: teachers of a course may read its students' analytics. */
export const ltiContextMembers = sqliteTable(
  "lti_context_members",
  {
    contextRowId: text("context_row_id")
      .notNull()
      .references(() => ltiContexts.id, { onDelete: "cascade" }),
    userId: ownerId(),
    role: text("role", { enum: ROLES }).notNull(),
    /** The platform's id for the person (the token's `sub`), for the roster and for scores. */
    ltiUserId: text("lti_user_id").notNull(),
    lastLaunchAt: integer("last_launch_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contextRowId, table.userId] }),
    index("lti_context_members_user_idx").on(table.userId),
  ],
);

/**
 * A course's teachers as the platform's roster (NRPS) lists them, whether or not they have opened
 * Bloom: a safety alert reaches a course's teachers before their first launch. Students are not
 * kept here; their membership is `lti_context_members`, once they launch.
 */
export const ltiRosterTeachers = sqliteTable(
  "lti_roster_teachers",
  {
    contextRowId: text("context_row_id")
      .notNull()
      .references(() => ltiContexts.id, { onDelete: "cascade" }),
    /** The platform's id for the person: a later launch with it is the same person. */
    ltiUserId: text("lti_user_id").notNull(),
    name: text("name").notNull().default(""),
    /** As the platform gave it: an address to send to, never proof of who signs in. */
    email: text("email"),
    role: text("role", { enum: ["teacher", "admin"] }).notNull(),
    readAt: integer("read_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.contextRowId, table.ltiUserId] })],
);

/** A placement of a widget in a course (a resource link), and its grade column when graded. */
export const ltiResourceLinks = sqliteTable(
  "lti_resource_links",
  {
    id: text("id").primaryKey(),
    contextRowId: text("context_row_id")
      .notNull()
      .references(() => ltiContexts.id, { onDelete: "cascade" }),
    resourceLinkId: text("resource_link_id").notNull(),
    widget: text("widget", { enum: WIDGET_NAMES }).notNull(),
    subject: text("subject"),
    topic: text("topic"),
    /** AGS: the line item scores are posted to. */
    lineItemUrl: text("line_item_url"),
    /** AGS scopes the platform granted. */
    agsScopes: text("ags_scopes").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("lti_resource_links_unique").on(table.contextRowId, table.resourceLinkId)],
);

export type LtiRegistrationRow = typeof ltiRegistrations.$inferSelect;
export type LicenceRow = typeof licences.$inferSelect;

// ── Background work: scheduled jobs and the outbox ────────────────────────────

/** When each scheduled job last ran, and who holds its lease now: one run across every instance. */
export const scheduledJobs = sqliteTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  leaseHolder: text("lease_holder"),
  leaseUntil: integer("lease_until"),
  lastStartedAt: integer("last_started_at"),
  lastFinishedAt: integer("last_finished_at"),
  lastError: text("last_error"),
});

/**
 * Messages to other systems (emails, LMS grades, payment calls), written in the same transaction
 * as the change they report and delivered afterwards by a worker that retries with backoff.
 */
export const outboxMessages = sqliteTable(
  "outbox_messages",
  {
    id: text("id").primaryKey(),
    /** What to deliver, e.g. "email" or "lti.scores"; a handler is registered per kind. */
    kind: text("kind").notNull(),
    payload: text("payload", { mode: "json" }).$type<unknown>().notNull(),
    /** The receiver's idempotency key: a redelivery of the same change carries the same key. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    claimedBy: text("claimed_by"),
    claimedUntil: integer("claimed_until"),
    /** The last failure, as a sentence without personal data. */
    lastError: text("last_error"),
    /** Who the message is about, so an account's deletion takes its messages too. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * Whose personal data the message carries. Not a foreign key, so a safety alert still reaches the
     * adults after the student's account is deleted; the row goes as soon as it is delivered or given up.
     */
    aboutUserId: text("about_user_id"),
    /** The district whose admins see the message when it keeps failing. */
    districtId: text("district_id").references(() => organisations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    deliveredAt: integer("delivered_at"),
  },
  (table) => [
    index("outbox_messages_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_messages_district_idx").on(table.districtId, table.status, table.createdAt),
    uniqueIndex("outbox_messages_key_unique").on(table.kind, table.idempotencyKey),
    index("outbox_messages_about_idx").on(table.aboutUserId),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

// ── Audit ─────────────────────────────────────────────────────────────────────

/**
 * Who read or changed another person's data, when and why: a teacher opening a student's chat,
 * an admin exporting or deleting an account. Kept when the person read about is deleted.
 */
export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as text so the row outlives the actor's account. */
    actorName: text("actor_name").notNull().default(""),
    action: text("action").notNull(),
    /** The person whose data it was. Not a foreign key: the record must outlive their account. */
    subjectUserId: text("subject_user_id"),
    /** The district the event belongs to: its admins list it. */
    districtId: text("district_id").references(() => organisations.id, { onDelete: "set null" }),
    /** Why: "alert" (following a safety alert) or "browse" (reading the class), "parent request", … */
    reason: text("reason").notNull().default(""),
    /** The resource read or changed, e.g. a session id. */
    resourceId: text("resource_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_events_district_time_idx").on(table.districtId, table.createdAt),
    index("audit_events_subject_idx").on(table.subjectUserId, table.createdAt),
  ],
);

// ── Safety ────────────────────────────────────────────────────────────────────

/** A district's safety set-up: who is told of critical alerts, and the help lines its students see. */
export const safetySettings = sqliteTable("safety_settings", {
  districtId: text("district_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  /** The district's safety contacts (designated safeguarding leads), emailed for every critical alert. */
  contacts: text("contacts", { mode: "json" }).$type<{ name: string; email: string }[]>().notNull().default([]),
  /** The district's own wording of the help lines; a missing line uses the default. */
  helpLines: text("help_lines", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/**
 * A flagged moment in a student's chat, for the adults who look after them. Several flagged
 * messages of one category in one session within minutes grow one alert rather than making many.
 */
export const safetyAlerts = sqliteTable(
  "safety_alerts",
  {
    id: text("id").primaryKey(),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    districtId: text("district_id").references(() => organisations.id, { onDelete: "set null" }),
    schoolId: text("school_id").references(() => organisations.id, { onDelete: "set null" }),
    sessionId: text("session_id").references(() => tutoringSessions.id, { onDelete: "set null" }),
    category: text("category").notNull(),
    /** `concern`: the screen found a likely but uncertain risk, for an adult to review; the lesson went on. */
    severity: text("severity", { enum: ["critical", "standard", "concern"] }).notNull(),
    status: text("status", { enum: ["open", "acknowledged", "resolved"] })
      .notNull()
      .default("open"),
    /** Which engines decided, and their scores, for the reader of the alert. */
    engines: text("engines").notNull().default(""),
    scores: text("scores", { mode: "json" }).$type<Record<string, number>>().notNull().default({}),
    messageCount: integer("message_count").notNull().default(1),
    firstMessageAt: integer("first_message_at").notNull(),
    lastMessageAt: integer("last_message_at").notNull(),
    acknowledgedBy: text("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    acknowledgedAt: integer("acknowledged_at"),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: integer("resolved_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("safety_alerts_student_idx").on(table.studentId, table.status, table.lastMessageAt),
    index("safety_alerts_district_idx").on(table.districtId, table.status, table.lastMessageAt),
    index("safety_alerts_school_idx").on(table.schoolId, table.status, table.lastMessageAt),
    index("safety_alerts_session_idx").on(table.sessionId, table.category, table.lastMessageAt),
  ],
);

/** The messages an alert is about: the student's flagged message and the reply it got. */
export const safetyAlertItems = sqliteTable(
  "safety_alert_items",
  {
    id: text("id").primaryKey(),
    alertId: text("alert_id")
      .notNull()
      .references(() => safetyAlerts.id, { onDelete: "cascade" }),
    messageId: text("message_id").references(() => messages.id, { onDelete: "set null" }),
    replyId: text("reply_id").references(() => messages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("safety_alert_items_alert_idx").on(table.alertId, table.createdAt)],
);

/** What the adults did about an alert: acknowledged it, resolved it, or wrote a note. */
export const safetyAlertNotes = sqliteTable(
  "safety_alert_notes",
  {
    id: text("id").primaryKey(),
    alertId: text("alert_id")
      .notNull()
      .references(() => safetyAlerts.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    action: text("action", { enum: ["note", "acknowledge", "resolve", "reopen"] }).notNull(),
    text: text("text").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("safety_alert_notes_alert_idx").on(table.alertId, table.createdAt)],
);

/** Each email an alert sent, so its reader sees who was told and whether delivery worked. */
export const safetyAlertDeliveries = sqliteTable(
  "safety_alert_deliveries",
  {
    alertId: text("alert_id")
      .notNull()
      .references(() => safetyAlerts.id, { onDelete: "cascade" }),
    outboxMessageKey: text("outbox_message_key").notNull(),
    /** Who the recipient is to the student. */
    audience: text("audience", {
      enum: ["teacher", "school_admin", "district_admin", "safety_contact", "guardian"],
    }).notNull(),
    recipient: text("recipient").notNull(),
    /** The recipient's account, when they have one. */
    recipientUserId: text("recipient_user_id").references(() => users.id, { onDelete: "set null" }),
    /** For a course's teacher: the course they were told through, named in the email so they can open Bloom from it. */
    contextRowId: text("context_row_id").references(() => ltiContexts.id, { onDelete: "set null" }),
    /** For a teacher known only from the roster: the platform's id for them, so signing in from the email is that person. */
    ltiUserId: text("lti_user_id"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.outboxMessageKey] })],
);

/**
 * A one-time code emailed to an address an alert was delivered to, so its recipient can sign in
 * from the email with no other sign-in: kept hashed, short-lived, with few attempts.
 */
export const safetyAlertSignInCodes = sqliteTable(
  "safety_alert_sign_in_codes",
  {
    id: text("id").primaryKey(),
    alertId: text("alert_id")
      .notNull()
      .references(() => safetyAlerts.id, { onDelete: "cascade" }),
    /** The delivery (with `alertId`) whose recipient the code signs in. */
    outboxMessageKey: text("outbox_message_key").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (table) => [index("safety_alert_sign_in_codes_delivery").on(table.alertId, table.outboxMessageKey)],
);

export type SafetyAlertRow = typeof safetyAlerts.$inferSelect;

// ── Data rights ───────────────────────────────────────────────────────────────

/** A parent's consent asked for a child's account: the emailed link's token (hashed) and the answer. */
export const parentalConsents = sqliteTable(
  "parental_consents",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    parentEmail: text("parent_email").notNull(),
    /** SHA-256 of the token in the emailed link: the link itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    /** Unix ms: the link stops working, and the account is deleted, 14 days after the first request. */
    expiresAt: integer("expires_at").notNull(),
    decidedAt: integer("decided_at"),
    decision: text("decision", { enum: ["granted", "refused"] }),
  },
  (table) => [
    uniqueIndex("parental_consents_token_unique").on(table.tokenHash),
    index("parental_consents_user_idx").on(table.userId),
  ],
);

/**
 * A standalone student's parent or guardian (ADR 0036): the address the student gave, the proof its
 * owner answered the emailed link, and the one account that accepted it. Only that account may read
 * the student's alerts and chats; signing in with the address grants nothing.
 */
export const guardianLinks = sqliteTable(
  "guardian_links",
  {
    id: text("id").primaryKey(),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** SHA-256 of the emailed link's token; cleared once an account accepts it, so the link works once. */
    tokenHash: text("token_hash"),
    /** How often the link was emailed: capped, so the address cannot be flooded. */
    sends: integer("sends").notNull().default(1),
    createdAt: createdAt(),
    /** Unix ms: an unanswered link stops working then; the student can send a new one. */
    expiresAt: integer("expires_at").notNull(),
    /** When the address's owner answered this link or the parental consent email: the address is proven. */
    verifiedAt: integer("verified_at"),
    /** The account that accepted the link; a deleted account leaves the address proven but grants nothing. */
    guardianUserId: text("guardian_user_id").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: integer("accepted_at"),
  },
  (table) => [
    uniqueIndex("guardian_links_student_unique").on(table.studentId),
    uniqueIndex("guardian_links_token_unique").on(table.tokenHash),
    index("guardian_links_guardian_idx").on(table.guardianUserId),
  ],
);

/** How long a district keeps tutoring conversations; no row, or null days, keeps them. */
export const retentionSettings = sqliteTable("retention_settings", {
  districtId: text("district_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  messageRetentionDays: integer("message_retention_days"),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/**
 * What is kept of a deleted account: that it existed and was deleted, when, why and by whom, and
 * the payment provider's customer id the law requires for billing records. No learning data.
 */
export const accountDeletions = sqliteTable(
  "account_deletions",
  {
    id: text("id").primaryKey(),
    /** Not a foreign key: the user row is gone. */
    deletedUserId: text("deleted_user_id").notNull(),
    reason: text("reason", { enum: ["self", "admin", "consent_not_given", "demo_expired"] }).notNull(),
    /** The admin who deleted it, by name (their account may go too). */
    actorName: text("actor_name").notNull().default(""),
    districtId: text("district_id").references(() => organisations.id, { onDelete: "set null" }),
    stripeCustomerId: text("stripe_customer_id"),
    deletedAt: createdAt(),
  },
  (table) => [index("account_deletions_district_idx").on(table.districtId, table.deletedAt)],
);

// ── AI model health ───────────────────────────────────────────────────────────

/** AI calls per minute and instance, and how many the built-in provider served instead of the model. */
export const aiUsage = sqliteTable(
  "ai_usage",
  {
    /** Unix minutes. */
    minute: integer("minute").notNull(),
    instance: text("instance").notNull(),
    calls: integer("calls").notNull().default(0),
    offline: integer("offline").notNull().default(0),
    /** Tutor replies (turns), and how many of them were served offline. */
    replies: integer("replies").notNull().default(0),
    offlineReplies: integer("offline_replies").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.minute, table.instance] })],
);

/** The model's recent failures: which call, how it failed and when. Never any student text. */
export const aiFailures = sqliteTable(
  "ai_failures",
  {
    id: text("id").primaryKey(),
    operation: text("operation").notNull(),
    kind: text("kind").notNull(),
    at: integer("at").notNull(),
  },
  (table) => [index("ai_failures_time_idx").on(table.at)],
);

/**
 * Someone who opened Bloom from a course but could not use it: the district had no free licence
 * seat. Their course's teachers and the district's admins see it, and are told once a day.
 */
export const seatRequests = sqliteTable(
  "seat_requests",
  {
    contextRowId: text("context_row_id")
      .notNull()
      .references(() => ltiContexts.id, { onDelete: "cascade" }),
    userId: ownerId(),
    districtId: text("district_id").references(() => organisations.id, { onDelete: "set null" }),
    firstAt: integer("first_at").notNull(),
    lastAt: integer("last_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contextRowId, table.userId] }),
    index("seat_requests_district_idx").on(table.districtId, table.lastAt),
  ],
);

// ── Security: embedding and rate limits ──────────────────────────────────────

/**
 * The school portals a district lets embed the widgets: their pages may call the API (CORS) and frame
 * the product (`frame-ancestors`). An origin is `scheme://host[:port]`, lower-case, no path.
 */
export const districtEmbedOrigins = sqliteTable(
  "district_embed_origins",
  {
    districtId: text("district_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    origin: text("origin").notNull(),
    /** The admin who added it. */
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.districtId, table.origin] })],
);

/**
 * Rate-limit counters that every API process shares: one row per policy and caller (the caller's key is
 * hashed, so no address or user id is stored in clear), a sliding window of two fixed windows.
 */
export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").primaryKey(),
    /** Unix milliseconds: the start of the current fixed window. */
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
    /** The count of the window before the current one, weighted into the sliding estimate. */
    previousCount: integer("previous_count").notNull().default(0),
    /** Unix milliseconds after which the row says nothing any more and can be deleted. */
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [index("rate_limit_counters_expires_idx").on(table.expiresAt)],
);
