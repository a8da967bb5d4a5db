CREATE TABLE `audit_events` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`actor_name` text DEFAULT '' NOT NULL,
	`action` text NOT NULL,
	`subject_user_id` text,
	`district_id` text,
	`reason` text DEFAULT '' NOT NULL,
	`resource_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`district_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_events_district_time_idx` ON `audit_events` (`district_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_events_subject_idx` ON `audit_events` (`subject_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `outbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claimed_by` text,
	`claimed_until` integer,
	`last_error` text,
	`user_id` text,
	`district_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`delivered_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`district_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `outbox_messages_due_idx` ON `outbox_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_messages_district_idx` ON `outbox_messages` (`district_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_messages_key_unique` ON `outbox_messages` (`kind`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `scheduled_jobs` (
	`name` text PRIMARY KEY NOT NULL,
	`lease_holder` text,
	`lease_until` integer,
	`last_started_at` integer,
	`last_finished_at` integer,
	`last_error` text
);
