CREATE TABLE `lti_roster_teachers` (
	`context_row_id` text NOT NULL,
	`lti_user_id` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`email` text,
	`role` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`context_row_id`, `lti_user_id`),
	FOREIGN KEY (`context_row_id`) REFERENCES `lti_contexts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `lti_contexts` ADD `roster_read_at` integer;--> statement-breakpoint
ALTER TABLE `safety_alert_deliveries` ADD `recipient_user_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `safety_alert_deliveries` ADD `context_row_id` text REFERENCES lti_contexts(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `safety_alert_deliveries` ADD `lti_user_id` text;