CREATE TABLE "group_gift_contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"registry_id" integer NOT NULL,
	"registry_item_id" integer,
	"order_id" integer NOT NULL,
	"order_line_id" integer,
	"registry_gift_id" integer,
	"giver_name" text NOT NULL,
	"giver_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"funded_order_id" integer,
	"refund_reason" text,
	"refund_card_cents" integer,
	"refund_credit_cents" integer,
	"refund_ref" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_gift_contributions_amount_positive" CHECK ("group_gift_contributions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "registries" ADD COLUMN "group_gift_min_cents" integer;--> statement-breakpoint
ALTER TABLE "registry_items" ADD COLUMN "group_gift" boolean;--> statement-breakpoint
ALTER TABLE "registry_items" ADD COLUMN "group_goal_cents" integer;--> statement-breakpoint
ALTER TABLE "registry_items" ADD COLUMN "group_funded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_gift_contributions" ADD CONSTRAINT "group_gift_contributions_registry_id_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."registries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_gift_contributions" ADD CONSTRAINT "group_gift_contributions_registry_item_id_registry_items_id_fk" FOREIGN KEY ("registry_item_id") REFERENCES "public"."registry_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_gift_contributions" ADD CONSTRAINT "group_gift_contributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_gift_contributions" ADD CONSTRAINT "group_gift_contributions_funded_order_id_orders_id_fk" FOREIGN KEY ("funded_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_gift_contributions_item_idx" ON "group_gift_contributions" USING btree ("registry_item_id","status");--> statement-breakpoint
CREATE INDEX "group_gift_contributions_registry_idx" ON "group_gift_contributions" USING btree ("registry_id","created_at");--> statement-breakpoint
ALTER TABLE "registry_items" ADD CONSTRAINT "registry_items_group_funded_within_goal" CHECK ("registry_items"."group_funded_cents" >= 0 and ("registry_items"."group_funded_cents" = 0 or "registry_items"."group_funded_cents" <= "registry_items"."group_goal_cents"));