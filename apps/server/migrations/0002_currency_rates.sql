CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"usd_micros_per_unit" bigint NOT NULL,
	"decimals" integer NOT NULL,
	"symbol" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "currency_rates_code_check" CHECK ("currency_rates"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currency_rates_rate_check" CHECK ("currency_rates"."usd_micros_per_unit" > 0),
	CONSTRAINT "currency_rates_decimals_check" CHECK ("currency_rates"."decimals" between 0 and 6)
);
--> statement-breakpoint
-- Reference rates (USD per unit in micro-dollars, approximate, for display only): every database
-- needs them, and users.currency references this table, so the migration writes them before the
-- foreign key is added (existing users already hold EUR, GBP and JPY).
INSERT INTO "currency_rates" ("code", "usd_micros_per_unit", "decimals", "symbol", "updated_at") VALUES
	('USD', 1000000, 2, '$', '2026-11-01T00:00:00Z'),
	('EUR', 1080000, 2, '€', '2026-11-01T00:00:00Z'),
	('GBP', 1270000, 2, '£', '2026-11-01T00:00:00Z'),
	('JPY', 6700, 0, '¥', '2026-11-01T00:00:00Z'),
	('AUD', 660000, 2, 'A$', '2026-11-01T00:00:00Z'),
	('CAD', 730000, 2, 'C$', '2026-11-01T00:00:00Z'),
	('BRL', 180000, 2, 'R$', '2026-11-01T00:00:00Z'),
	('MXN', 55000, 2, 'MX$', '2026-11-01T00:00:00Z'),
	('KRW', 730, 0, '₩', '2026-11-01T00:00:00Z'),
	('INR', 12000, 2, '₹', '2026-11-01T00:00:00Z'),
	('CNY', 138000, 2, 'CN¥', '2026-11-01T00:00:00Z'),
	('CHF', 1120000, 2, 'CHF', '2026-11-01T00:00:00Z')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_currency_currency_rates_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currency_rates"("code") ON DELETE no action ON UPDATE no action;