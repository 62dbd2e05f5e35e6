import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeEmptyEventsReport, makeEventsReport } from '../../testing/report-builders';
import { EventsPerDayChart } from './events-per-day-chart';
import { EventsTable } from './events-table';
import { FunnelChart } from './funnel-chart';

function ReportCharts({ report }: { report: ReturnType<typeof makeEventsReport> }) {
  return (
    <div style={{ maxWidth: 900 }} className="space-y-8">
      <EventsPerDayChart report={report} />
      <EventsTable report={report} />
      <FunnelChart funnel={report.funnel} />
    </div>
  );
}

const meta: Meta<typeof ReportCharts> = { title: 'Admin/ReportCharts', component: ReportCharts };
export default meta;
type Story = StoryObj<typeof ReportCharts>;

/** Two weeks of events, stacked per day, and a funnel with its conversion rates. */
export const WithEvents: Story = { args: { report: makeEventsReport() } };
/** One busy day among quiet ones: the axis scales to it. */
export const OneSpike: Story = {
  args: {
    report: makeEventsReport({
      by_day: [
        { day: '2026-03-09', name: 'page_view', count: 1234 },
        { day: '2026-03-10', name: 'share', count: 3 },
      ],
      totals: [
        { name: 'page_view', count: 1234 },
        { name: 'share', count: 3 },
      ],
    }),
  },
};
/** No events yet: an empty axis and a funnel of zeros (no rates). */
export const Empty: Story = { args: { report: makeEmptyEventsReport() } };
