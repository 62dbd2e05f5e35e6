import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  status: string;
  sequence: number;
  tzid: string | null;
  localStart: string;
  start: number;
  location: string;
  attendees: string[];
}

/** Parses an .ics with Mozilla's ical.js (not the library that wrote it). */
export function parseIcs(text: string): { events: ParsedEvent[]; zones: string[] } {
  const parsed: unknown = ICAL.parse(text);
  const calendar = new ICAL.Component(parsed as unknown[]);
  const zones = calendar.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid')));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const dtstart = component.getFirstProperty('dtstart');
    return {
      uid: event.uid,
      summary: event.summary,
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence,
      tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
      localStart: `${String(event.startDate.hour).padStart(2, '0')}:${String(event.startDate.minute).padStart(2, '0')}`,
      start: event.startDate.toJSDate().getTime(),
      location: event.location,
      attendees: component.getAllProperties('attendee').map((a) => String(a.getFirstValue())),
    };
  });
  for (const zone of zones) ICAL.TimezoneService.remove(zone);
  return { events, zones };
}
