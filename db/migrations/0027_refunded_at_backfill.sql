-- Orders refunded before refunded_at existed: their last change was the refund (refunded is final)
UPDATE `orders` SET `refunded_at` = `updated_at` WHERE `status` = 'refunded' AND `refunded_at` IS NULL;
