import { describe, expect, it } from 'vitest';
import { noticeDraftInput, noticeInput } from './notice-input';

/** Each field's first issue message */
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('notice dates', () => {
  it('calls an empty death date missing ("required"), not a wrong format (#26)', () => {
    expect(issues(noticeInput.safeParse({ deathDate: '' })).deathDate).toBe('required');
    expect(issues(noticeInput.safeParse({ deathDate: '   ' })).deathDate).toBe('required');
    expect(issues(noticeInput.safeParse({})).deathDate).toBe('required');
  });

  it('calls a typed date that is not one a wrong format', () => {
    expect(issues(noticeInput.safeParse({ deathDate: '31.02.2025' })).deathDate).toBe('noticeDate');
    expect(issues(noticeInput.safeParse({ deathDate: '2025-02-01' })).deathDate).toBe('noticeDate');
    expect(issues(noticeInput.safeParse({ deathDate: '02.11.2025' })).deathDate).toBeUndefined();
    expect(issues(noticeInput.safeParse({ deathDate: '1941' })).deathDate).toBeUndefined();
  });

  it('leaves an empty birth date, and a draft without dates, alone', () => {
    expect(issues(noticeInput.safeParse({ birthDate: '' })).birthDate).toBeUndefined();
    expect(noticeDraftInput.safeParse({ type: 0, deathDate: '', birthDate: '' }).success).toBe(
      true,
    );
  });
});
