import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqAccordion } from './faq-accordion';

const ITEMS = [
  {
    question: 'How much does a lesson cost?',
    answer: 'Trial lessons start from $1; regular lessons are set by each teacher.',
    more: 'Prices are shown in USD.',
  },
  { question: 'Can I cancel a lesson?', answer: 'Yes, up to 24 hours before it starts.' },
  { question: 'What do I need?', answer: 'A computer or phone with a camera and a microphone.' },
];

const meta: Meta<typeof FaqAccordion> = { title: 'Components/FaqAccordion', component: FaqAccordion, args: { items: ITEMS } };
export default meta;
type Story = StoryObj<typeof FaqAccordion>;

export const AllClosed: Story = {};
export const FirstOpen: Story = { args: { initialOpen: 0 } };
export const SecondOpen: Story = { args: { initialOpen: 1 } };
