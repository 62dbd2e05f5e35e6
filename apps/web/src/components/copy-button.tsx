import { useState } from 'react';
import { buttonClass } from './button';
import { useT } from '../i18n/i18n-provider';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `value`; says Copied for a moment, or asks to copy by hand where the browser refuses the clipboard. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-label={t('common.copyLabel', { what })}
        onClick={() => void copy()}
      >
        {state === 'copied' ? t('common.copied') : t('common.copy')}
      </button>
      <span role="status" className={state === 'failed' ? 'text-xs text-red-700' : 'sr-only'}>
        {state === 'failed' ? t('common.copyFailed') : state === 'copied' ? t('common.copied') : ''}
      </span>
    </span>
  );
}
