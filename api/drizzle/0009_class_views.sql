CREATE INDEX `lti_contexts_school_idx` ON `lti_contexts` (`school_id`);--> statement-breakpoint
CREATE INDEX `lti_contexts_district_idx` ON `lti_contexts` (`district_id`);