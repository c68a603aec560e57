ALTER TABLE "partner_change_requests" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "partner_change_requests_search_text_trgm" ON "partner_change_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A change request's search text is its company's (README Decisions "Stored search text"), kept
-- by the database so every write path keeps it: set on insert and whenever a write names the
-- request's partner or search text (a hand-written value is replaced), rewritten when the
-- contractor's search text changes (its name, NIP or city) or a partner moves to another contractor.
CREATE FUNCTION partner_change_requests_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := coalesce(
    (SELECT c.search_text FROM partners p JOIN contractors c ON c.id = p.contractor_id WHERE p.id = NEW.partner_id),
    '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER partner_change_requests_search_text BEFORE INSERT OR UPDATE OF partner_id, search_text
  ON partner_change_requests FOR EACH ROW EXECUTE FUNCTION partner_change_requests_search_text();--> statement-breakpoint
CREATE FUNCTION contractors_change_request_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE partner_change_requests r SET search_text = NEW.search_text
    FROM partners p WHERE p.contractor_id = NEW.id AND r.partner_id = p.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contractors_change_request_search_text AFTER UPDATE ON contractors FOR EACH ROW
  WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION contractors_change_request_search_text();--> statement-breakpoint
CREATE FUNCTION partners_change_request_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Naming the column is enough: the requests' own trigger reads the new contractor's text.
  UPDATE partner_change_requests SET search_text = '' WHERE partner_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER partners_change_request_search_text AFTER UPDATE OF contractor_id ON partners FOR EACH ROW
  WHEN (OLD.contractor_id IS DISTINCT FROM NEW.contractor_id)
  EXECUTE FUNCTION partners_change_request_search_text();--> statement-breakpoint
UPDATE partner_change_requests SET search_text = '';
