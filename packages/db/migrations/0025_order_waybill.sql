-- The Nova Poshta waybill (ТТН) of a shipped order (decision 0052): recorded by the shop when it hands the parcel
-- over; the customer's order list shows it with a link to the carrier's public tracking page.
ALTER TABLE "orders" ADD COLUMN "waybill_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_waybill_number_digits" CHECK ("orders"."waybill_number" ~ '^[0-9]{14}$');
