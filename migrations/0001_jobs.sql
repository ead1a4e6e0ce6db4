-- The back office's index (docs/beheer.md). R2 stays the store; these rows can be rebuilt from it by the cron.
-- One row per job: a damage report, an appointment request or a message.
CREATE TABLE jobs (
  reference TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  received_at TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  plate TEXT NOT NULL DEFAULT '',
  car TEXT NOT NULL DEFAULT '',
  work TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'nl',
  status TEXT NOT NULL DEFAULT 'ontvangen',
  is_open INTEGER NOT NULL DEFAULT 1,
  promised_date TEXT,
  assignee TEXT,
  r2_key TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  opened_at TEXT,
  called_at TEXT,
  closed_at TEXT,
  -- SHA-256 (hex) of the customer's status link token (issue 37); never the token itself.
  status_hash TEXT UNIQUE,
  -- Lower case plate without dashes, reference and name: what the search box matches.
  search TEXT NOT NULL DEFAULT ''
);
CREATE INDEX jobs_list ON jobs (is_open DESC, received_at DESC);
CREATE INDEX jobs_status ON jobs (status, is_open DESC, received_at DESC);
CREATE INDEX jobs_kind ON jobs (kind, is_open DESC, received_at DESC);

-- One row per change: a status change, the promised date, a note, "gebeld", a reply sent.
CREATE TABLE job_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL,
  at TEXT NOT NULL,
  who TEXT NOT NULL,
  type TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT,
  note TEXT NOT NULL DEFAULT '',
  customer_told INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX job_events_reference ON job_events (reference, id);
