import { CEFR_LEVELS, type CefrLevel, type LevelFilterCode, getLevelFilterCode } from './level-filter-codes';

/** 001 §2.1: the title of the level filter, "Level ('My current level is')". */
export const LEVEL_FILTER_TITLE = 'My current level is';

/** One choice of the level filter: its code (sent and kept in the URL), label and short description. */
export interface LevelOption {
  readonly code: LevelFilterCode;
  readonly label: CefrLevel;
  readonly name: string;
  readonly description: string;
}

/** Short CEFR descriptions (our wording; 001 §2.1 only says "with descriptions"). */
const DESCRIPTIONS: Readonly<Record<CefrLevel, { name: string; description: string }>> = {
  A1: { name: 'Beginner', description: 'I can understand and use familiar everyday expressions and very basic phrases.' },
  A2: { name: 'Elementary', description: 'I can handle simple, routine exchanges about familiar topics and everyday needs.' },
  B1: { name: 'Intermediate', description: 'I can deal with most situations while travelling and talk about experiences and plans.' },
  B2: { name: 'Upper intermediate', description: 'I can talk fluently and spontaneously with native speakers on a wide range of topics.' },
  C1: { name: 'Advanced', description: 'I can express myself fluently and flexibly for social, academic and professional purposes.' },
  C2: { name: 'Proficient', description: 'I can understand virtually everything I hear or read and express myself precisely.' },
};

/**
 * 001 §2.1: "Level ('My current level is'): multi-select A1 to C2 with descriptions." The six
 * options in order A1..C2, each with its 000 §9 filter code (A1=1 to C2=6).
 */
export const LEVEL_OPTIONS: readonly LevelOption[] = CEFR_LEVELS.map((label) => ({
  code: getLevelFilterCode(label),
  label,
  ...DESCRIPTIONS[label],
}));
