CREATE TABLE "operations_alert" (
	"code" text PRIMARY KEY NOT NULL,
	"firing" boolean NOT NULL,
	"episode" integer NOT NULL,
	"firing_since" timestamp (3) with time zone NOT NULL,
	"cleared_at" timestamp (3) with time zone,
	"value" integer NOT NULL,
	"threshold" integer NOT NULL
);
