import { ApiRoutes, ErrorCode } from '@exam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  calibrationRun,
  proposal,
  reportItem,
  statsPage,
} from '../../../test/admin-fixtures';
import { bodiesSentTo, jsonResponse, renderScreen, stubFetchWithXsrf } from '../../../test/render';
import { AdminCalibrationPage } from './admin-calibration';
import { AdminReportsPage } from './admin-reports';
import { AdminStatsPage } from './admin-stats';
import { AdminUsersPage } from './admin-users';

const resolvePath = `/api/admin/reports/${reportItem.id}/resolve`;

describe('AdminReportsPage', () => {
  it('shows each open report with its reason in words and resolves it with a note', async () => {
    const fetchMock = stubFetchWithXsrf((url) => {
      if (url === resolvePath) return jsonResponse({ ...reportItem, status: 'resolved' });
      return jsonResponse({ items: [reportItem], total: 1, nextCursor: null });
    });
    const user = userEvent.setup();
    renderScreen(<AdminReportsPage />);
    expect(await screen.findByText('The answer marked correct is wrong')).toBeInTheDocument();
    expect(screen.getByText('I think it is 0.5 not 1/2')).toBeInTheDocument();
    expect(screen.getByText(/Omar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in editor' })).toHaveAttribute(
      'href',
      `/admin/questions/${reportItem.questionId}`,
    );
    await user.click(screen.getByRole('combobox', { name: 'Resolution' }));
    await user.click(await screen.findByRole('option', { name: 'Checked: no change needed' }));
    await user.type(screen.getByRole('textbox', { name: /Note to the student/ }), '1/2 is 0.5');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, resolvePath)).toEqual([
        { resolution: 'no-change-needed', note: '1/2 is 0.5' },
      ]),
    );
  });
});

describe('AdminStatsPage', () => {
  it('lists flagged items with the reasons in words and en-GB numbers', async () => {
    stubFetchWithXsrf(() => jsonResponse(statsPage));
    renderScreen(<AdminStatsPage />);
    expect(
      await screen.findByText('Strong students miss it more than weak ones'),
    ).toBeInTheDocument();
    expect(screen.getByText('Almost nobody gets it right')).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: /Find sin 30°/ }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['12,345', '4%', '-0.21', '42 s', '1.20', '0.50', '13%', '3']);
  });
});

describe('AdminCalibrationPage', () => {
  it('shows the proposed changes, applies them only after confirming, with the basis', async () => {
    let applied = false;
    const fetchMock = stubFetchWithXsrf((url) => {
      if (url === ApiRoutes.admin.calibrationDryRun) return jsonResponse(proposal);
      if (url === ApiRoutes.admin.calibrationApply) {
        applied = true;
        return jsonResponse(calibrationRun);
      }
      return jsonResponse(applied ? [calibrationRun] : []);
    });
    const user = userEvent.setup();
    renderScreen(<AdminCalibrationPage />);
    expect(await screen.findByText(/No calibration has been applied/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    const table = await screen.findByRole('table', { name: 'Proposed changes' });
    expect(within(table).getByText('1.00 → 1.35')).toBeInTheDocument();
    expect(within(table).getByText('0.00 → -0.42')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply this calibration?' });
    expect(bodiesSentTo(fetchMock, ApiRoutes.admin.calibrationApply)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Calibration applied.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ApiRoutes.admin.calibrationApply)).toEqual([
      { basis: 'basis-123' },
    ]);
    expect(await screen.findByRole('button', { name: /Revert/ })).toBeInTheDocument();
  });
});

describe('AdminUsersPage', () => {
  it("changes a role, and says why the last admin's cannot change", async () => {
    const rolePath = `/api/admin/users/${accounts[0]!.id}/role`;
    const fetchMock = stubFetchWithXsrf((url) => {
      if (url === rolePath) {
        return jsonResponse(
          {
            code: ErrorCode.LastAdmin,
            message: 'The server must keep at least one admin account.',
          },
          { status: 409 },
        );
      }
      return jsonResponse({ items: accounts, total: 1, nextCursor: null });
    });
    const user = userEvent.setup();
    renderScreen(<AdminUsersPage />);
    await user.click(await screen.findByRole('combobox', { name: 'Role of Nadia Editor' }));
    await user.click(await screen.findByRole('option', { name: 'Student' }));
    expect(
      await screen.findByText('The server must keep at least one admin account.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, rolePath)).toEqual([{ role: 'student' }]);
  });
});
