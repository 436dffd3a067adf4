-- Orders refunded before order_refunds existed (0031) get their one full refund row, dated when
-- the order turned refunded, so the dashboard's refunds (summed over order_refunds by time) keep
-- them. refund_id is PayPal's refund id where it was kept.
INSERT INTO `order_refunds` (`order_id`, `provider_refund_id`, `amount_cents`, `created_at`)
SELECT o.`id`, coalesce(o.`refund_id`, 'legacy-' || o.`id`), o.`amount_cents`,
       coalesce(o.`refunded_at`, o.`updated_at`, o.`created_at`)
  FROM `orders` o
 WHERE o.`status` = 'refunded'
   AND NOT EXISTS (SELECT 1 FROM `order_refunds` r WHERE r.`order_id` = o.`id`);
