import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotesBox } from './notes-box';

const meta: Meta<typeof NotesBox> = { title: 'Topic/Notes box', component: NotesBox };
export default meta;

/** 000 §5: the adults-only (18+) note first. */
export const Default: StoryObj<typeof NotesBox> = { args: { category: 'CA005', duration: 60 } };
/** Category CA004 omits the first note. */
export const KidsCategory: StoryObj<typeof NotesBox> = { args: { category: 'CA004', duration: 45 } };
