CREATE TABLE `lti_frame_origins` (
	`registration_id` text NOT NULL,
	`origin` text NOT NULL,
	`source` text NOT NULL,
	`added_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`seen_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`registration_id`, `origin`),
	FOREIGN KEY (`registration_id`) REFERENCES `lti_registrations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `lti_registrations` ADD `product_family` text;