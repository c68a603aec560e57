-- Room on every page of users for a changed row (README Decisions "Room for sign-ins"): each
-- sign-in writes last_login_at, and on a full page the new row version goes to another page,
-- which adds an entry to each of the table's indexes — the trigram index's pending list, which
-- every users search then reads until a vacuum clears it (issue 17: after 2,000 sign-ins the
-- users search ran at two thirds of its rate). With a tenth of each page free the version stays
-- on its page and no index is touched (a heap-only update). Pages written before this keep
-- their fill until rewritten.
ALTER TABLE "users" SET (fillfactor = 90);
