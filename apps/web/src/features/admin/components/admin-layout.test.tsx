import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/storage';
import { adminUser, studentUser } from '../../../test/admin-fixtures';
import { renderScreen } from '../../../test/render';
import { AdminLayout } from './admin-layout';

function renderConsole() {
  return renderScreen(<AdminLayout />, { route: '/admin/reports' });
}

describe('AdminLayout', () => {
  it('tells a student plainly that the console is not theirs, with a way back', () => {
    storeSession('token', studentUser);
    renderConsole();
    expect(screen.getByText('Your account cannot open this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('gives an admin the console sections, the current one selected', () => {
    storeSession('token', adminUser);
    renderScreen(<AdminLayout />, { route: '/admin/reports' });
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(nav).toBeInTheDocument();
    for (const name of [
      'Questions',
      'Problem reports',
      'Item statistics',
      'Calibration',
      'Users',
    ]) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'Problem reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByText('Your account cannot open this page.')).not.toBeInTheDocument();
  });
});
