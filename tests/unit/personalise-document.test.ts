import { describe, expect, it } from 'vitest';
import { personaliseDocument } from '../../src/server/services/acknowledgments/personalise-document';

describe('personaliseDocument', () => {
  it('fills the name and position as text, never markup', async () => {
    const html = await personaliseDocument('<p>I, {{employeeName}}, {{position}}</p>', {
      fullName: '<img src=x onerror=alert(1)>',
      position: 'Carpenter',
    });
    expect(html).toBe('<p>I, &lt;img src=x onerror=alert(1)&gt;, Carpenter</p>');
  });

  it('leaves no javascript: link when a name lands in an attribute', async () => {
    const html = await personaliseDocument('<p><a href="{{employeeName}}">me</a></p>', {
      fullName: 'javascript:alert(document.domain)',
      position: 'Carpenter',
    });
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('me');
  });
});
