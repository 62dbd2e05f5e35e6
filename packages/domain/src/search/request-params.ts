/**
 * Query parameters of a call: 001 §7.1 "Array parameters are sent repeated", so a `string[]` is
 * sent as `key=a&key=b`. Keys with nothing chosen are left out.
 */
export type RequestParams = Record<string, string | string[]>;

/** 001 §7.1: "group_by_topic=1". */
export const GROUP_BY_TOPIC = '1';
