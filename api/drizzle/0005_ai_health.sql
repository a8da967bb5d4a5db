CREATE TABLE `ai_failures` (
	`id` text PRIMARY KEY NOT NULL,
	`operation` text NOT NULL,
	`kind` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ai_failures_time_idx` ON `ai_failures` (`at`);--> statement-breakpoint
CREATE TABLE `ai_usage` (
	`minute` integer NOT NULL,
	`instance` text NOT NULL,
	`calls` integer DEFAULT 0 NOT NULL,
	`offline` integer DEFAULT 0 NOT NULL,
	`replies` integer DEFAULT 0 NOT NULL,
	`offline_replies` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`minute`, `instance`)
);
