import type { Meta, StoryObj } from '@storybook/react-vite';
import { HistoryPanel, KeywordBox } from './keyword-box';

const meta: Meta<typeof KeywordBox> = {
  title: 'Search/KeywordBox',
  component: KeywordBox,
  args: {
    keyword: '',
    onSubmit: () => undefined,
    history: { enabled: false, words: [], onSave: () => undefined, onDelete: () => undefined },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof KeywordBox>;

/** A visitor: no history panel (001 §6). */
export const Visitor: Story = {};
/** A keyword applied. */
export const WithKeyword: Story = { args: { keyword: 'job interview' } };

const words = [
  'travel',
  'IELTS speaking part 2',
  'business emails',
  'small talk',
  'ordering food',
  'job interview',
  'presentations',
  'phrasal verbs for meetings and negotiations at work',
  'kids songs',
  'pronunciation',
];

/** The history panel: about 96 px high, 'more' for the rest, chips at most 380 px wide (001 §9). */
export const HistoryPanelMany: StoryObj<typeof HistoryPanel> = {
  render: () => (
    <div style={{ position: 'relative', maxWidth: 720 }}>
      <HistoryPanel words={words} onPick={() => undefined} onDelete={() => undefined} />
    </div>
  ),
};
/** A short history: no 'more'. */
export const HistoryPanelFew: StoryObj<typeof HistoryPanel> = {
  render: () => (
    <div style={{ position: 'relative', maxWidth: 720 }}>
      <HistoryPanel words={['travel', 'business']} onPick={() => undefined} onDelete={() => undefined} />
    </div>
  ),
};
