CREATE TABLE `account_deletions` (
	`id` text PRIMARY KEY NOT NULL,
	`deleted_user_id` text NOT NULL,
	`reason` text NOT NULL,
	`actor_name` text DEFAULT '' NOT NULL,
	`district_id` text,
	`stripe_customer_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`district_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `account_deletions_district_idx` ON `account_deletions` (`district_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `parental_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`parent_email` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`decided_at` integer,
	`decision` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `parental_consents_token_unique` ON `parental_consents` (`token_hash`);--> statement-breakpoint
CREATE INDEX `parental_consents_user_idx` ON `parental_consents` (`user_id`);--> statement-breakpoint
CREATE TABLE `retention_settings` (
	`district_id` text PRIMARY KEY NOT NULL,
	`message_retention_days` integer,
	`updated_by` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`district_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `users` ADD `consent_status` text DEFAULT 'not_required' NOT NULL;