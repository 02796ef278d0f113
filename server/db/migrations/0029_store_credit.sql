CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"return_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_amount_non_zero" CHECK ("credit_entries"."amount_cents" <> 0),
	CONSTRAINT "credit_entries_balance_non_negative" CHECK ("credit_entries"."balance_after_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reference" text NOT NULL,
	"line_ids" integer[] NOT NULL,
	"reason" text NOT NULL,
	"refund_method" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"card_refund_cents" integer DEFAULT 0 NOT NULL,
	"credit_refund_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "order_returns_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_returns_reference_unique" UNIQUE("reference"),
	CONSTRAINT "order_returns_refunds_non_negative" CHECK ("order_returns"."card_refund_cents" >= 0 and "order_returns"."credit_refund_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "completion_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completion_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_user_idx" ON "credit_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_exchange_once_idx" ON "credit_entries" USING btree ("order_line_id") WHERE "credit_entries"."reason" = 'GIFT_EXCHANGE';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credit_balance_non_negative" CHECK ("users"."credit_balance_cents" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents");--> statement-breakpoint
-- The balances kept before the ledger become each account's opening entry, so the ledger sums to the balance.
INSERT INTO "credit_entries" ("user_id", "amount_cents", "balance_after_cents", "reason", "description")
  SELECT "id", "credit_balance_cents", "credit_balance_cents", 'OPENING_BALANCE', 'Opening balance' FROM "users" WHERE "credit_balance_cents" > 0;--> statement-breakpoint
-- Returns started before free returns: refunded to the card, as they would have been.
INSERT INTO "order_returns" ("order_id", "reference", "line_ids", "reason", "refund_method", "created_at")
  SELECT "id", "return_request"->>'reference',
    ARRAY(SELECT jsonb_array_elements_text("return_request"->'lineIds')::integer),
    "return_request"->>'reason', 'CARD', ("return_request"->>'createdAt')::timestamptz
  FROM "orders" WHERE "return_request" IS NOT NULL;
