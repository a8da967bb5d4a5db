CREATE TABLE `review_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`desired_retention` real NOT NULL,
	`maximum_interval_days` integer NOT NULL,
	`new_cards_per_day` integer NOT NULL,
	`reviews_per_day` integer NOT NULL,
	`weights` text,
	`weights_fitted_at` integer,
	`weights_review_count` integer,
	`weights_log_loss` real,
	`default_log_loss` real,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `concept_mastery` ADD `evidence_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `concept_mastery` ADD `last_evidence_day` text;--> statement-breakpoint
ALTER TABLE `concept_mastery` ADD `first_evidence_at` integer;--> statement-breakpoint
ALTER TABLE `concept_mastery` ADD `last_evidence_at` integer;--> statement-breakpoint
ALTER TABLE `concept_mastery` ADD `last_chat_evidence_at` integer;--> statement-breakpoint
ALTER TABLE `flashcard_reviews` ADD `counted` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `flashcard_reviews` ADD `previous_state` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `flashcard_reviews` ADD `response_ms` integer;--> statement-breakpoint
ALTER TABLE `flashcard_reviews` ADD `card_mastery_before` real;--> statement-breakpoint
ALTER TABLE `flashcard_reviews` ADD `card_mastery_after` real;--> statement-breakpoint
ALTER TABLE `flashcard_reviews` ADD `card_before` text;--> statement-breakpoint
ALTER TABLE `flashcards` ADD `last_score` real;--> statement-breakpoint
ALTER TABLE `flashcards` ADD `suspended` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `mastery_evidence` ADD `review_id` text REFERENCES flashcard_reviews(id);--> statement-breakpoint
ALTER TABLE `mastery_evidence` ADD `fingerprint` text;--> statement-breakpoint
-- Existing evidence: count its (UTC) days and date it, so concepts studied on several days keep their mastery.
UPDATE `concept_mastery` SET
	`evidence_days` = (SELECT count(DISTINCT date(e.created_at / 1000, 'unixepoch')) FROM `mastery_evidence` e WHERE e.concept_id = `concept_mastery`.concept_id),
	`last_evidence_day` = (SELECT date(max(e.created_at) / 1000, 'unixepoch') FROM `mastery_evidence` e WHERE e.concept_id = `concept_mastery`.concept_id),
	`first_evidence_at` = (SELECT min(e.created_at) FROM `mastery_evidence` e WHERE e.concept_id = `concept_mastery`.concept_id),
	`last_evidence_at` = (SELECT max(e.created_at) FROM `mastery_evidence` e WHERE e.concept_id = `concept_mastery`.concept_id),
	`last_chat_evidence_at` = (SELECT max(e.created_at) FROM `mastery_evidence` e WHERE e.concept_id = `concept_mastery`.concept_id AND e.source = 'tutoring');--> statement-breakpoint
-- The last raw grade moves to its own column; the card's shown mastery is now computed from its FSRS memory.
UPDATE `flashcards` SET `last_score` = `mastery` WHERE `attempts` > 0;
