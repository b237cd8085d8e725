-- A refresh whose answer was lost can be sent again (SessionService.refresh): the rotated token keeps the
-- hash of the Idempotency-Key that rotated it, so the same request within the retry window is told from a
-- replay by someone else (which revokes the sign-in).
ALTER TABLE refresh_tokens ADD COLUMN rotation_key_hash text;
