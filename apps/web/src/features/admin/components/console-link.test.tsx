import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, studentUser } from '../../../test/admin-fixtures';
import { renderScreen } from '../../../test/render';
import { ConsoleLink } from './console-link';

describe('ConsoleLink', () => {
  it("gives an admin 'Console', opening /admin", () => {
    renderScreen(<ConsoleLink user={adminUser} />);
    expect(screen.getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    ['a student', studentUser],
    ['a teacher', { ...studentUser, role: 'teacher' as const }],
    ['nobody signed in', null],
  ])('shows nothing to %s', (_who, user) => {
    renderScreen(<ConsoleLink user={user} />);
    expect(screen.queryByRole('link', { name: 'Console' })).not.toBeInTheDocument();
  });
});
