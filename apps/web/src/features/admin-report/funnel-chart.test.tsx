import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-provider';
import { makeEmptyEventsReport, makeEventsReport } from '../../testing/report-builders';
import { EventsPerDayChart } from './events-per-day-chart';
import { FunnelChart } from './funnel-chart';

const wrap = (ui: React.ReactElement) => render(<I18nProvider initialLocale="en">{ui}</I18nProvider>);

describe('FunnelChart', () => {
  it('shows each step with its visitors and its conversion from the step before', () => {
    wrap(<FunnelChart funnel={makeEventsReport().funnel} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-step'))).toEqual(['topic_view', 'book_click', 'payment_view', 'paid']);
    expect(within(steps[0] as HTMLElement).getByTestId('funnel-rate').textContent).toBe('first step');
    expect(within(steps[1] as HTMLElement).getByTestId('funnel-visitors').textContent).toBe('84 visitors');
    expect(within(steps[1] as HTMLElement).getByTestId('funnel-rate').textContent).toBe('26.3% of the step before');
    expect(screen.getByText('8.4% of all topic viewers paid')).toBeTruthy();
  });

  it('shows no rates and no overall line without visitors', () => {
    wrap(<FunnelChart funnel={makeEmptyEventsReport().funnel} />);
    expect(screen.getAllByTestId('funnel-rate').map((e) => e.textContent)).toEqual([
      'first step',
      'nobody at the step before',
      'nobody at the step before',
      'nobody at the step before',
    ]);
    expect(screen.queryByText(/of all topic viewers paid/)).toBeNull();
  });
});

describe('EventsPerDayChart', () => {
  it("draws one stack per day, its segments summing to the day's events", () => {
    const report = makeEventsReport();
    const { container } = wrap(<EventsPerDayChart report={report} />);
    const groups = container.querySelectorAll('g[data-day]');
    expect(groups).toHaveLength(14);
    const day = report.days[3] ?? '';
    expect(container.querySelectorAll(`g[data-day="${day}"] rect`)).toHaveLength(
      report.by_day.filter((r) => r.day === day && r.count > 0).length,
    );
    expect(screen.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
  });
});
