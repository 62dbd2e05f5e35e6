import type { ConversationPeer, CurrencyRates, LedgerEntry, Message, MyClassRow } from '@app/api';

/** The rates table as `GET /v2/config/currency_rates` answers it (EUR 1.08 USD, JPY 0.0067 USD). */
export function makeRates(): CurrencyRates {
  const updated_at = '2026-01-01T00:00:00.000Z';
  return {
    base: 'USD',
    rates: [
      { code: 'EUR', usd_micros_per_unit: 1_080_000, decimals: 2, symbol: '€', updated_at },
      { code: 'GBP', usd_micros_per_unit: 1_270_000, decimals: 2, symbol: '£', updated_at },
      { code: 'JPY', usd_micros_per_unit: 6_700, decimals: 0, symbol: '¥', updated_at },
      { code: 'USD', usd_micros_per_unit: 1_000_000, decimals: 2, symbol: '$', updated_at },
    ],
  };
}

export function makeLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: 1,
    amount: -1500,
    kind: 'CLASS_PAYMENT',
    created_at: '2026-11-20T09:30:00.000Z',
    item: {
      kind: 'class',
      student_booked_id: 90_001,
      group_class_id: 20_001,
      title: 'Ordering food like a local',
      start_time: '2026-11-25T17:00:00.000Z',
    },
    ...overrides,
  };
}

export function makeMyClassRow(overrides: Partial<MyClassRow> = {}): MyClassRow {
  return {
    kind: 'class',
    student_booked_id: 90_001,
    group_class_id: 20_001,
    course_id: null,
    course_student_id: null,
    topic_id: 11,
    title: 'Ordering food like a local',
    language: 'spanish',
    language_level: 3,
    category: 'CA005',
    start_time: '2026-11-25T17:00:00.000Z',
    end_time: '2026-11-25T18:00:00.000Z',
    class_amount: null,
    teacher: { user_id: 7, nickname: 'Lucía Fernández', avatar_file_name: null },
    seat_status: 'SCHEDULED',
    seat_update_by: null,
    class_status: 'UPCOMING',
    course_status: null,
    ...overrides,
  };
}

export function makePeer(overrides: Partial<ConversationPeer> = {}): ConversationPeer {
  return { user_id: 7, nickname: 'Lucía Fernández', avatar_file_name: null, origin_country_id: 724, is_teacher: true, ...overrides };
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    sender_id: 500,
    recipient_id: 7,
    text: 'Hola Lucía, is the Thursday class good for a B1 learner?',
    created_at: '2026-11-20T09:30:00.000Z',
    read_at: null,
    ...overrides,
  };
}
