ALTER TABLE `outbox_messages` ADD `about_user_id` text;--> statement-breakpoint
CREATE INDEX `outbox_messages_about_idx` ON `outbox_messages` (`about_user_id`);--> statement-breakpoint
UPDATE `outbox_messages` SET `about_user_id` = `user_id` WHERE `about_user_id` IS NULL AND `user_id` IS NOT NULL;--> statement-breakpoint
UPDATE `outbox_messages` SET `about_user_id` = (SELECT `safety_alerts`.`student_id` FROM `safety_alert_deliveries` JOIN `safety_alerts` ON `safety_alerts`.`id` = `safety_alert_deliveries`.`alert_id` WHERE `safety_alert_deliveries`.`outbox_message_key` = `outbox_messages`.`idempotency_key` LIMIT 1) WHERE `kind` = 'email' AND `about_user_id` IS NULL AND `idempotency_key` LIKE 'safety-alert:%';--> statement-breakpoint
DELETE FROM `outbox_messages` WHERE `kind` = 'email' AND `idempotency_key` LIKE 'safety-alert:%' AND `about_user_id` IS NULL AND `status` <> 'pending';
