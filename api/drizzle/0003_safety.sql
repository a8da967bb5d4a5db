CREATE TABLE `safety_alert_deliveries` (
	`alert_id` text NOT NULL,
	`outbox_message_key` text NOT NULL,
	`audience` text NOT NULL,
	`recipient` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`alert_id`, `outbox_message_key`),
	FOREIGN KEY (`alert_id`) REFERENCES `safety_alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `safety_alert_items` (
	`id` text PRIMARY KEY NOT NULL,
	`alert_id` text NOT NULL,
	`message_id` text,
	`reply_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`alert_id`) REFERENCES `safety_alerts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reply_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `safety_alert_items_alert_idx` ON `safety_alert_items` (`alert_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `safety_alert_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`alert_id` text NOT NULL,
	`author_id` text,
	`author_name` text DEFAULT '' NOT NULL,
	`action` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`alert_id`) REFERENCES `safety_alerts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `safety_alert_notes_alert_idx` ON `safety_alert_notes` (`alert_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `safety_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`student_id` text NOT NULL,
	`district_id` text,
	`school_id` text,
	`session_id` text,
	`category` text NOT NULL,
	`severity` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`engines` text DEFAULT '' NOT NULL,
	`scores` text DEFAULT '{}' NOT NULL,
	`message_count` integer DEFAULT 1 NOT NULL,
	`first_message_at` integer NOT NULL,
	`last_message_at` integer NOT NULL,
	`acknowledged_by` text,
	`acknowledged_at` integer,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`district_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`school_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`session_id`) REFERENCES `tutoring_sessions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`acknowledged_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `safety_alerts_student_idx` ON `safety_alerts` (`student_id`,`status`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `safety_alerts_district_idx` ON `safety_alerts` (`district_id`,`status`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `safety_alerts_school_idx` ON `safety_alerts` (`school_id`,`status`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `safety_alerts_session_idx` ON `safety_alerts` (`session_id`,`category`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `safety_settings` (
	`district_id` text PRIMARY KEY NOT NULL,
	`contacts` text DEFAULT '[]' NOT NULL,
	`help_lines` text DEFAULT '{}' NOT NULL,
	`updated_by` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`district_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `messages` ADD `safety_category` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `safety_severity` text;--> statement-breakpoint
ALTER TABLE `users` ADD `guardian_email` text;--> statement-breakpoint
ALTER TABLE `users` ADD `birth_year` integer;