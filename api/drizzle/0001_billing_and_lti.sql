CREATE TABLE `licence_seats` (
	`licence_id` text NOT NULL,
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`assigned_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`licence_id`, `user_id`),
	FOREIGN KEY (`licence_id`) REFERENCES `licences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `licence_seats_user_idx` ON `licence_seats` (`user_id`);--> statement-breakpoint
CREATE TABLE `licences` (
	`id` text PRIMARY KEY NOT NULL,
	`organisation_id` text NOT NULL,
	`plan` text NOT NULL,
	`seats` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organisation_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `licences_organisation_idx` ON `licences` (`organisation_id`);--> statement-breakpoint
CREATE TABLE `lti_context_members` (
	`context_row_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`lti_user_id` text NOT NULL,
	`last_launch_at` integer NOT NULL,
	PRIMARY KEY(`context_row_id`, `user_id`),
	FOREIGN KEY (`context_row_id`) REFERENCES `lti_contexts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lti_context_members_user_idx` ON `lti_context_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `lti_contexts` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`context_id` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`memberships_url` text,
	`district_id` text,
	`school_id` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`registration_id`) REFERENCES `lti_registrations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`district_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`school_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lti_contexts_unique` ON `lti_contexts` (`registration_id`,`context_id`);--> statement-breakpoint
CREATE TABLE `lti_deployments` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`deployment_id` text NOT NULL,
	`district_id` text,
	`school_id` text,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`registration_id`) REFERENCES `lti_registrations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`district_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`school_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lti_deployments_unique` ON `lti_deployments` (`registration_id`,`deployment_id`);--> statement-breakpoint
CREATE TABLE `lti_keys` (
	`kid` text PRIMARY KEY NOT NULL,
	`public_jwk` text NOT NULL,
	`private_jwk` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lti_nonces` (
	`nonce` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lti_registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`issuer` text NOT NULL,
	`client_id` text NOT NULL,
	`auth_login_url` text NOT NULL,
	`auth_token_url` text NOT NULL,
	`jwks_url` text NOT NULL,
	`district_id` text,
	`deployment_policy` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`district_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lti_registrations_issuer_client_unique` ON `lti_registrations` (`issuer`,`client_id`);--> statement-breakpoint
CREATE TABLE `lti_resource_links` (
	`id` text PRIMARY KEY NOT NULL,
	`context_row_id` text NOT NULL,
	`resource_link_id` text NOT NULL,
	`widget` text NOT NULL,
	`subject` text,
	`topic` text,
	`line_item_url` text,
	`ags_scopes` text DEFAULT '' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`context_row_id`) REFERENCES `lti_contexts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lti_resource_links_unique` ON `lti_resource_links` (`context_row_id`,`resource_link_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at_stripe` integer NOT NULL,
	`received_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_event_at` integer;