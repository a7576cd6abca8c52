import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders, payments, the event outbox, email templates, reviews and contact messages. */
export class OrdersPaymentsEvents1763800000002 implements MigrationInterface {
  name = 'OrdersPaymentsEvents1763800000002';

  async up(db: QueryRunner): Promise<void> {
    // BK-10001, BK-10002, ...: short enough to read over the phone.
    await db.query(`CREATE SEQUENCE order_friendly_number START 10001`);
    await db.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        friendly_id text NOT NULL UNIQUE,
        process_number text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'canceled', 'sent', 'printed', 'delivered')),
        customer_name text NOT NULL,
        customer_email text NOT NULL,
        customer_phone text NOT NULL,
        language text NOT NULL CHECK (language IN ('ar', 'en', 'nl')),
        shipping_address jsonb NOT NULL,
        subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
        shipping_cost_cents integer NOT NULL CHECK (shipping_cost_cents >= 0),
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        stock_reserved boolean NOT NULL DEFAULT false,
        needs_refund boolean NOT NULL DEFAULT false,
        payment_checked_at timestamptz,
        confirmation_resends integer NOT NULL DEFAULT 0,
        last_confirmation_resend_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC)`);
    await db.query(`CREATE INDEX orders_created_idx ON orders (created_at DESC)`);

    await db.query(`
      CREATE TABLE order_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        book_id uuid REFERENCES books (id) ON DELETE SET NULL,
        position smallint NOT NULL,
        title_ar text NOT NULL, title_en text NOT NULL, title_nl text NOT NULL,
        author_ar text NOT NULL, author_en text NOT NULL, author_nl text NOT NULL,
        cover_image_url text NOT NULL,
        unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
        quantity integer NOT NULL CHECK (quantity > 0),
        total_price_cents integer NOT NULL CHECK (total_price_cents >= 0)
      )`);
    await db.query(`CREATE INDEX order_items_order_idx ON order_items (order_id)`);

    await db.query(`
      CREATE TABLE payments (
        id text PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status text NOT NULL,
        amount_cents integer NOT NULL,
        checkout_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX payments_order_idx ON payments (order_id, created_at DESC)`);

    await db.query(`
      CREATE TABLE order_history (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        admin_username text,
        action_type text NOT NULL CHECK (action_type IN ('created', 'payment', 'status_change', 'comment', 'email_sent')),
        new_value text,
        comment text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await db.query(`CREATE INDEX order_history_order_idx ON order_history (order_id, created_at)`);

    // A retried POST with the same Idempotency-Key answers the first response.
    await db.query(`
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        response_status integer,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);

    // Events written in the same transaction as the change that caused them (the outbox).
    await db.query(`
      CREATE TABLE outbox_events (
        id bigserial PRIMARY KEY,
        name text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz,
        last_error text
      )`);
    await db.query(`CREATE INDEX outbox_events_pending_idx ON outbox_events (next_attempt_at) WHERE dispatched_at IS NULL`);
    // Which handler has handled which event: a redelivered event is handled once per handler.
    await db.query(`
      CREATE TABLE handled_events (
        event_id bigint NOT NULL,
        handler text NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, handler)
      )`);

    await db.query(`
      CREATE TABLE email_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE,
        subject_ar text NOT NULL, subject_en text NOT NULL, subject_nl text NOT NULL,
        body_ar text NOT NULL, body_en text NOT NULL, body_nl text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        review_text text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX reviews_status_created_idx ON reviews (status, created_at DESC)`);

    await db.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        full_name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'contact_messages',
      'reviews',
      'email_templates',
      'handled_events',
      'outbox_events',
      'idempotency_keys',
      'order_history',
      'payments',
      'order_items',
      'orders',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
    await db.query('DROP SEQUENCE order_friendly_number');
  }
}
