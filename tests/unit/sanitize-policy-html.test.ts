import { describe, expect, it } from 'vitest';
import { sanitizePolicyHtml } from '../../src/server/services/policy-documents/sanitize-policy-html';

describe('sanitizePolicyHtml', () => {
  it('drops scripts, event handlers, javascript: links and embedded content', async () => {
    const html = await sanitizePolicyHtml(
      '<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><h2>Keep</h2>' +
        '<iframe src="https://evil.example">fallback</iframe><object data="x.swf"></object><embed src="x">' +
        '<style>body{display:none}</style><p style="color:red" onclick="steal()">Text</p>',
    );
    expect(html).toBe('<a rel="noopener noreferrer">x</a><h2>Keep</h2><p>Text</p>');
  });

  it('keeps document structure: headings, lists, tables, quotes, rules and emphasis', async () => {
    const input =
      '<h1>A</h1><h6>F</h6><p>One<br />two</p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<table><thead><tr><th colspan="2">H</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<blockquote>q</blockquote><hr /><p><strong>s</strong><em>e</em><b>b</b><i>i</i><u>u</u></p>';
    expect(await sanitizePolicyHtml(input)).toBe(input);
  });

  it('keeps http, https and mailto links with rel="noopener noreferrer", and drops other schemes', async () => {
    expect(await sanitizePolicyHtml('<a href="https://example.com" rel="opener">w</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">w</a>',
    );
    expect(await sanitizePolicyHtml('<a href="mailto:hr@example.com">m</a>')).toBe(
      '<a href="mailto:hr@example.com" rel="noopener noreferrer">m</a>',
    );
    expect(await sanitizePolicyHtml('<a href="data:text/html,x">d</a><a href="//evil.example">p</a>')).toBe(
      '<a rel="noopener noreferrer">d</a><a rel="noopener noreferrer">p</a>',
    );
  });

  it('keeps placeholders and escapes text', async () => {
    expect(await sanitizePolicyHtml('<p>{{employeeName}} & {{position}}</p>')).toBe(
      '<p>{{employeeName}} &amp; {{position}}</p>',
    );
  });
});
