import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides tokens and anonymous keys in a query, keeping the rest', () => {
    expect(redactUrl('/ws/jobs?token=eyJhbGciOi.abc.def')).toBe('/ws/jobs?token=%5Bredacted%5D');
    expect(redactUrl('/ws?user_id=u1&token=secret')).toBe('/ws?user_id=u1&token=%5Bredacted%5D');
    expect(redactUrl('/ws/jobs?anonymous_id=abcdef0123456789')).toBe(
      '/ws/jobs?anonymous_id=%5Bredacted%5D',
    );
  });

  it('leaves a URL without credentials exactly as it was', () => {
    expect(redactUrl('/api/jobs?userId=u1&limit=10')).toBe('/api/jobs?userId=u1&limit=10');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
