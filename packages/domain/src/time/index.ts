// @app/domain/time: instants, zones, the boundary constants, day slots, start windows, grouping by day, display. All of it is in @app/domain too (README.md "Entries").
export * from './constants';
export * from './instant';
export * from './windows';
export * from './zone';
export * from './day-slots';
export * from './day-start-windows';
export * from './day-grouping';
export * from './display';
export * from './time-left';
export * from './week-hour-ranges';
export * from './week-hour-matcher';
