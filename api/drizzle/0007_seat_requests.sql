CREATE TABLE `seat_requests` (
	`context_row_id` text NOT NULL,
	`user_id` text NOT NULL,
	`district_id` text,
	`first_at` integer NOT NULL,
	`last_at` integer NOT NULL,
	PRIMARY KEY(`context_row_id`, `user_id`),
	FOREIGN KEY (`context_row_id`) REFERENCES `lti_contexts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`district_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `seat_requests_district_idx` ON `seat_requests` (`district_id`,`last_at`);