-- Stores a batch of chat messages in one statement (issue 24, group commit). ChatService writes
-- the messages that arrived while the previous batch was being stored with one call of
-- `select * from chat_store_messages(...)`, one array element per message, in arrival order, and
-- answers each sender after that statement committed. Per message the rules of
-- chat_store_message (migration 0004) hold unchanged: a resend (same sender and client id) returns
-- the stored message with duplicate = true; otherwise an active receiver, or the sender's group
-- membership, and a quoted message of the same conversation are required, else no row comes back
-- for it (the caller looks up why). Each conversation's last_seq is bumped once by the number of
-- its new messages, in key order (so two batches on two instances cannot deadlock), and the
-- messages take the sequence numbers in arrival order: gapless, in commit order. A row's `idx` is
-- the message's position in the arrays (1-based). PL/pgSQL keeps the plan per connection.
CREATE OR REPLACE FUNCTION chat_store_messages(
  p_keys text[],
  p_senders integer[],
  p_receivers integer[],
  p_groups integer[],
  p_texts text[],
  p_replies integer[],
  p_clients text[],
  p_ats timestamptz[]
) RETURNS TABLE (
  idx integer,
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
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT t.key, t.sender, t.receiver, t.grp, t.body, t.reply, t.client, t.at, t.ord::integer AS ord
    FROM unnest(p_keys, p_senders, p_receivers, p_groups, p_texts, p_replies, p_clients, p_ats)
      WITH ORDINALITY AS t(key, sender, receiver, grp, body, reply, client, at, ord)
  ),
  existing AS (
    SELECT i.ord, m.*
    FROM input i
    JOIN chat_messages m ON m.sender_id = i.sender AND m.client_id = i.client
  ),
  accepted AS (
    SELECT i.*,
      row_number() OVER (PARTITION BY i.key ORDER BY i.ord) AS nth,
      count(*) OVER (PARTITION BY i.key) AS n
    FROM input i
    WHERE NOT EXISTS (SELECT 1 FROM existing e WHERE e.ord = i.ord)
      AND CASE WHEN i.grp IS NULL
        THEN EXISTS (SELECT 1 FROM users u WHERE u.id = i.receiver AND u.is_active)
        ELSE EXISTS (
          SELECT 1 FROM chat_group_members g WHERE g.group_id = i.grp AND g.user_id = i.sender)
      END
      AND (i.reply IS NULL OR EXISTS (
        SELECT 1 FROM chat_messages q WHERE q.id = i.reply AND q.conversation_key = i.key))
  ),
  bumped AS (
    INSERT INTO chat_conversations AS c (key, last_seq)
      SELECT a.key, count(*)::integer FROM accepted a GROUP BY a.key ORDER BY a.key
      ON CONFLICT (key) DO UPDATE SET last_seq = c.last_seq + excluded.last_seq
      RETURNING c.key, c.last_seq
  ),
  numbered AS (
    SELECT a.*, (b.last_seq - a.n + a.nth)::integer AS new_seq
    FROM accepted a JOIN bumped b ON b.key = a.key
  ),
  inserted AS (
    INSERT INTO chat_messages AS m
      (conversation_key, seq, client_id, sender_id, receiver_id, group_id, message, reply_to, created_at)
      SELECT nb.key, nb.new_seq, nb.client, nb.sender, nb.receiver, nb.grp, nb.body, nb.reply, nb.at
      FROM numbered nb
      ORDER BY nb.ord
      RETURNING m.*
  ),
  stored AS (
    SELECT nb.ord, r.*, false AS dup
    FROM inserted r JOIN numbered nb ON nb.key = r.conversation_key AND nb.new_seq = r.seq
    UNION ALL
    SELECT e.*, true FROM existing e
  )
  SELECT s.ord, s.id, s.conversation_key, s.seq, s.client_id, s.sender_id, s.receiver_id,
    s.group_id, s.message, s.reply_to, s.created_at, s.read_at, s.dup, u.name, q.sender_id,
    q.message, q.created_at, qs.name
  FROM stored s
  JOIN users u ON u.id = s.sender_id
  LEFT JOIN chat_messages q ON q.id = s.reply_to
  LEFT JOIN users qs ON qs.id = q.sender_id
  ORDER BY s.ord;
END
$$;
