import { describe, expect, it } from 'vitest';
import { html } from './html';

describe('html', () => {
  it('escapes every interpolated text and keeps nested markup', () => {
    const name = `<script>alert("x")</script> & 'co'`;
    const inner = html`<b>${name}</b>`;
    expect(html`<p title="${name}">${inner}${[html`<i>${1}</i>`, html`<i>${'<'}</i>`]}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;"><b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</b><i>1</i><i>&lt;</i></p>',
    );
  });
});
