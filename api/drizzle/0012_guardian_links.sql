CREATE TABLE `guardian_links` (
	`id` text PRIMARY KEY NOT NULL,
	`student_id` text NOT NULL,
	`email` text NOT NULL,
	`token_hash` text,
	`sends` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`verified_at` integer,
	`guardian_user_id` text,
	`accepted_at` integer,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guardian_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guardian_links_student_unique` ON `guardian_links` (`student_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `guardian_links_token_unique` ON `guardian_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `guardian_links_guardian_idx` ON `guardian_links` (`guardian_user_id`);--> statement-breakpoint
CREATE TABLE `safety_alert_sign_in_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`alert_id` text NOT NULL,
	`outbox_message_key` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`alert_id`) REFERENCES `safety_alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `safety_alert_sign_in_codes_delivery` ON `safety_alert_sign_in_codes` (`alert_id`,`outbox_message_key`);