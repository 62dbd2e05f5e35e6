// @app/domain/booking: the book flow: check statuses and messages, bookability, the server's book check, the gate, the hand-off record, paging. All of it is in @app/domain too (README.md "Entries").
export * from './viewer';
export * from './check-status';
export * from './check-status-messages';
export * from './bookability';
export * from './book-status-check';
export * from './book-flow-gate';
export * from './booking-hand-off';
export * from './booking-hand-off-reader';
export * from './booking-flow-id';
export * from './page-sizes';
