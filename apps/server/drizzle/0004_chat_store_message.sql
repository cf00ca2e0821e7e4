-- Stores one chat message in one round trip (issue 5, the chat hot path). Called by
-- ChatService.send as `select * from chat_store_message(...)`: a resend (same sender and client
-- id) returns the stored message with duplicate = true; otherwise the rule is checked (an active
-- receiver, or the sender's group membership; a quoted message of the same conversation), the
-- conversation's last_seq is bumped (its row stays locked until commit, so sequence numbers are
-- gapless and in commit order) and the message is inserted with it. A refused message returns no
-- row; the caller then looks up which rule it broke. PL/pgSQL keeps its plans per connection, so
-- the statements are planned once, not on every message.
CREATE OR REPLACE FUNCTION chat_store_message(
  p_key text,
  p_sender integer,
  p_receiver integer,
  p_group integer,
  p_text text,
  p_reply integer,
  p_client text,
  p_at timestamptz
) RETURNS TABLE (
  id integer,
  conversation_key text,
  seq integer,
  client_id text,
  sender_id integer,
  receiver_id integer,
  group_id integer,
  message text,
  reply_to integer,
  created_at timestamptz,
  read_at timestamptz,
  duplicate boolean,
  sender_name text,
  reply_sender_id integer,
  reply_message text,
  reply_created_at timestamptz,
  reply_sender_name text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_row chat_messages;
  v_seq integer;
  v_dup boolean := false;
BEGIN
  IF p_client IS NOT NULL THEN
    SELECT * INTO v_row FROM chat_messages m WHERE m.sender_id = p_sender AND m.client_id = p_client;
    v_dup := FOUND;
  END IF;
  IF NOT v_dup THEN
    IF p_group IS NULL THEN
      PERFORM 1 FROM users u WHERE u.id = p_receiver AND u.is_active;
    ELSE
      PERFORM 1 FROM chat_group_members g WHERE g.group_id = p_group AND g.user_id = p_sender;
    END IF;
    IF NOT FOUND THEN
      RETURN;
    END IF;
    IF p_reply IS NOT NULL THEN
      PERFORM 1 FROM chat_messages q WHERE q.id = p_reply AND q.conversation_key = p_key;
      IF NOT FOUND THEN
        RETURN;
      END IF;
    END IF;
    INSERT INTO chat_conversations AS c (key, last_seq) VALUES (p_key, 1)
      ON CONFLICT (key) DO UPDATE SET last_seq = c.last_seq + 1
      RETURNING c.last_seq INTO v_seq;
    INSERT INTO chat_messages
      (conversation_key, seq, client_id, sender_id, receiver_id, group_id, message, reply_to, created_at)
      VALUES (p_key, v_seq, p_client, p_sender, p_receiver, p_group, p_text, p_reply, p_at)
      RETURNING * INTO v_row;
  END IF;
  RETURN QUERY
    SELECT v_row.id, v_row.conversation_key, v_row.seq, v_row.client_id, v_row.sender_id,
      v_row.receiver_id, v_row.group_id, v_row.message, v_row.reply_to, v_row.created_at,
      v_row.read_at, v_dup, s.name, q.sender_id, q.message, q.created_at, qs.name
    FROM users s
    LEFT JOIN chat_messages q ON q.id = v_row.reply_to
    LEFT JOIN users qs ON qs.id = q.sender_id
    WHERE s.id = v_row.sender_id;
END
$$;
