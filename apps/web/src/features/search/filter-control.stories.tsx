import type { DaytimeSlot, LevelFilterCode, WeekdayIndex } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilterControl } from './filter-control';
import { AvailabilityOptions, CategoryOptions, LanguageOptions, LevelOptions } from './filter-options';

/** A filter with its own state, so the story can be clicked through. */
function LevelFilter({ isPhone, initial }: { isPhone: boolean; initial: readonly LevelFilterCode[] }) {
  const [levels, setLevels] = useState(initial);
  return (
    <FilterControl<readonly LevelFilterCode[]>
      label="My current level is"
      summary={levels.length ? levels.map((c) => ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'][c - 1]).join(', ') : 'Any level'}
      value={levels}
      emptyValue={[]}
      onApply={setLevels}
      isPhone={isPhone}
      testId="filter-levels"
      renderOptions={(props) => <LevelOptions {...props} />}
    />
  );
}

const meta: Meta<typeof LevelFilter> = {
  title: 'Search/FilterControl',
  component: LevelFilter,
  args: { isPhone: false, initial: [] },
  decorators: [
    (Story) => (
      <div style={{ width: 220, minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof LevelFilter>;

/** Desktop: a dropdown; every click applies at once (001 §4.1). */
export const DesktopDropdown: Story = {};
/** Desktop with two levels chosen. */
export const DesktopChosen: Story = { args: { initial: [2, 4] } };
/** Phone: a full-screen modal with Reset and Apply; nothing applies before Apply. */
export const PhoneModal: Story = { args: { isPhone: true, initial: [3] } };

/** The availability options: days of the week and the six 4-hour slots, in 12 h. */
export const AvailabilityTwelveHour: StoryObj = {
  render: function Render() {
    const [value, setValue] = useState<{ weekdays: readonly WeekdayIndex[]; daytime: readonly DaytimeSlot[] }>({
      weekdays: [5, 6],
      daytime: [2],
    });
    return (
      <div style={{ width: 352 }}>
        <AvailabilityOptions value={value} onChange={setValue} twelveHour />
      </div>
    );
  },
};
/** The same in 24 h. */
export const AvailabilityTwentyFourHour: StoryObj = {
  render: function Render() {
    const [value, setValue] = useState<{ weekdays: readonly WeekdayIndex[]; daytime: readonly DaytimeSlot[] }>({
      weekdays: [],
      daytime: [],
    });
    return (
      <div style={{ width: 352 }}>
        <AvailabilityOptions value={value} onChange={setValue} twelveHour={false} />
      </div>
    );
  },
};
/** Category with 'All' (nothing chosen). */
export const CategoryAll: StoryObj = {
  render: function Render() {
    const [value, setValue] = useState<readonly string[]>([]);
    return (
      <div style={{ width: 352 }}>
        <CategoryOptions value={value} onChange={setValue} codes={['CA001', 'CA002', 'CA003', 'CA004', 'CA005']} />
      </div>
    );
  },
};
/** 'I'm learning': the learning languages first, then the popular ones. */
export const LanguageLearningFirst: StoryObj = {
  render: function Render() {
    const [value, setValue] = useState('spanish');
    return (
      <div style={{ width: 352 }}>
        <LanguageOptions value={value} onChange={setValue} learning={['spanish', 'japanese']} popular={['english', 'french', 'german']} />
      </div>
    );
  },
};
