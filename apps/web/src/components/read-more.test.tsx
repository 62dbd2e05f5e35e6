import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n-provider';
import { ReadMore } from './read-more';

describe('ReadMore', () => {
  it("marks the text as someone's own words (data-user-content), not the interface's", () => {
    // A teacher's about text in English on a Spanish page is no untranslated interface text.
    render(
      <I18nProvider initialLocale="en">
        <ReadMore text="My classes use stories, puppets and plenty of movement." />
      </I18nProvider>,
    );
    expect(screen.getByText(/My classes use stories/).closest('[data-user-content]')).not.toBeNull();
  });
});
